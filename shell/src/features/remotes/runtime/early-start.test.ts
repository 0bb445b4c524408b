import type { RemoteDefinition } from '../model/remote-config';
import { namedOwner } from './early-start';

const remotes: RemoteDefinition[] = [
  { name: 'mf_catalog', manifest: 'http://localhost:3001/mf-manifest.json', routes: ['/activites'] },
  {
    name: 'mf_booking',
    manifest: 'http://localhost:3002/mf-manifest.json',
    routes: ['/activites/:aid/:oid/:fid/calendar'],
  },
];

function pageNaming(name: string | null): Document {
  const doc = document.implementation.createHTMLDocument('360');
  if (name !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'park-remote';
    meta.content = name;
    doc.head.append(meta);
  }
  return doc;
}

describe('the remote preloaded from the entry script', () => {
  it("is the one the site's server named in the page, and none when it named none or one the page does not know", () => {
    expect(namedOwner(remotes, pageNaming('mf_booking'))?.name).toBe('mf_booking');
    expect(namedOwner(remotes, pageNaming(null))).toBeNull();
    expect(namedOwner(remotes, pageNaming('mf_unknown'))).toBeNull();
    expect(namedOwner(remotes, pageNaming(''))).toBeNull();
  });
});
