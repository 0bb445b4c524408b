module.exports = require('./build/jest-config.cjs')(__dirname);
