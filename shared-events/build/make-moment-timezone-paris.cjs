// Writes build/moment-timezone-paris.cjs: moment-timezone with only the zones the site uses.
// Run after upgrading moment-timezone: node build/make-moment-timezone-paris.cjs
const fs = require('node:fs');
const path = require('node:path');

const pkgDir = path.dirname(require.resolve('moment-timezone/package.json'));
const data = require(path.join(pkgDir, 'data', 'packed', 'latest.json'));
const version = require(path.join(pkgDir, 'package.json')).version;
const zones = data.zones.filter((zone) => /^(Europe\/Paris|Etc\/UTC)\|/.test(zone));
const links = data.links.filter((link) => /^Etc\/UTC\|/.test(link));

const source = `// moment-timezone with the Europe/Paris zone only (and Etc/UTC): every app's 'moment-timezone' import resolves
// here (see create-area-config.cjs). The full data set weighs ~35 KB gzip; the site works in Europe/Paris.
// Zone data: moment-timezone ${version}, data/packed/latest.json (IANA ${data.version});
// regenerate after a moment-timezone upgrade with: node build/make-moment-timezone-paris.cjs
const moment = require('moment-timezone/moment-timezone');

moment.tz.load({
  version: ${JSON.stringify(data.version)},
  zones: ${JSON.stringify(zones)},
  links: ${JSON.stringify(links)},
  countries: [],
});

module.exports = moment;
`;
fs.writeFileSync(path.join(__dirname, 'moment-timezone-paris.cjs'), source);
console.log(`moment-timezone-paris.cjs: ${zones.length} zones, IANA ${data.version}`);
