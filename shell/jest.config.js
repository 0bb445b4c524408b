module.exports = require('shared-events/build/jest-config.cjs')(__dirname);
