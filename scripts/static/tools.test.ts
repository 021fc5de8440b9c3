import {
  dockerComposeTool,
  findTool,
  kubectlTool,
  nginxTool,
  promtoolTool,
} from './support/tools.helper';

describe('tool lookup', () => {
  it('fails with the install command when a tool is missing, instead of skipping', () => {
    expect(() =>
      findTool({ name: 'tickrelay-no-such-tool', installHint: 'apt-get install -y no-such-tool' }),
    ).toThrow(
      /tickrelay-no-such-tool is required .*Install it with: apt-get install -y no-such-tool/s,
    );
  });

  it.each([nginxTool, dockerComposeTool, kubectlTool, promtoolTool])(
    'finds $name on this machine',
    (spec) => {
      expect(findTool(spec)).toMatch(new RegExp(`/${spec.name}$`));
    },
  );
});
