// The secret URL parameters are listed once, in the contracts (SECRET_URL_PARAMS: telemetry
// redacts them in the SPA and the api); nginx cannot import it, so its access-log redaction
// repeats the names, and this test keeps the two lists equal.
import { SECRET_URL_PARAMS } from '../../contracts/src/telemetry/url-redaction';
import { readRepoFile } from './support/repo.paths';

describe('secret URL parameters and paths', () => {
  const template = readRepoFile('docker/nginx/default.conf.template');

  it('nginx redacts exactly the contracts’ list, in the request URI and the referrer', () => {
    const lists = [
      ...template.matchAll(/^\s*if \(\$(request_uri|http_referer) ~\* "[^"]*\(([a-z_|]+)\)=/gm),
    ];
    expect(lists.map((match) => match[1]).sort()).toEqual(['http_referer', 'request_uri']);
    for (const match of lists) {
      expect((match[2] ?? '').split('|').sort()).toEqual([...SECRET_URL_PARAMS].sort());
    }
  });

  // The paths whose next segment is a secret are listed in the backend's request-log redaction;
  // nginx repeats them (it cannot import the list) for its access log, request and referrer alike.
  it('nginx redacts exactly the backend’s secret path prefixes, in the request URI and the referrer', () => {
    const source = readRepoFile('backend/src/common/logging/log-redaction.ts');
    const list = /SECRET_PATH_PREFIXES = \[([\s\S]*?)\]/.exec(source)?.[1] ?? '';
    const prefixes = [...list.matchAll(/'\/([a-z/]+)\/'/g)].map((match) => match[1]).sort();
    expect(prefixes).toContain('api/hooks');
    const lists = [
      ...template.matchAll(
        /^\s*if \(\$(request_uri|http_referer) ~\* "[^"]*\/\+\(([a-z/|]+)\)\/"/gm,
      ),
    ];
    expect(lists.map((match) => match[1]).sort()).toEqual(['http_referer', 'request_uri']);
    for (const match of lists) {
      expect((match[2] ?? '').split('|').sort()).toEqual(prefixes);
    }
    // And the location that keeps them out of the error log.
    const location = /^\s*location ~\* "\^\/\(([a-z/|]+)\)\/" \{$/m.exec(template)?.[1] ?? '';
    expect(location.split('|').sort()).toEqual(prefixes);
  });
});
