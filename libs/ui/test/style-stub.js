// Stylesheets are build-time only; tests get an empty module (mapped in jest-preset.js).
module.exports = {};
