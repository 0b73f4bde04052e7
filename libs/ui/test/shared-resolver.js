/**
 * Jest resolver: `#shared/…` is the importing app's own src/shared (the rspack alias and tsconfig paths
 * say the same), found from the importing file, so a shell test that loads a remote's routes resolves
 * that remote's shared code.
 */
const path = require('node:path');

module.exports = (request, options) => {
  if (request.startsWith('#shared/')) {
    const src = options.basedir.split(`${path.sep}src${path.sep}`)[0];
    return options.defaultResolver(path.join(src, 'src', 'shared', request.slice('#shared/'.length)), options);
  }
  return options.defaultResolver(request, options);
};
