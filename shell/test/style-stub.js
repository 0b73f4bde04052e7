// Stylesheets are build-time only; tests get an empty module.
module.exports = {};
