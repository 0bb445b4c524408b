// Builds the monolith (webpack.config.cjs) into bench/monolith/dist; exits non-zero on errors.
const path = require('node:path');

const shell = path.resolve(__dirname, '..', '..', '..', 'shell');
const webpack = require(require.resolve('webpack', { paths: [shell] }));
const config = require('./webpack.config.cjs')();

webpack(config, (error, stats) => {
  if (error || !stats || stats.hasErrors()) {
    console.error(error ?? stats?.toString('errors-only'));
    process.exit(1);
  }
  console.log(`monolith built in ${stats.endTime - stats.startTime} ms`);
});
