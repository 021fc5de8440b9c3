import { ValidateBy } from 'class-validator';

import { parsePrivateTargets } from '../../common/net/private-targets';

/** RELAY_ALLOWED_PRIVATE_TARGETS: empty, or address:port pairs (common/net/private-targets). */
export function IsPrivateTargetList(): PropertyDecorator {
  return ValidateBy({
    name: 'isPrivateTargetList',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' && typeof parsePrivateTargets(value) !== 'string',
      defaultMessage: (args) => {
        const problem = parsePrivateTargets(String(args?.value ?? ''));
        return `must be empty or a comma-separated list of address:port (127.0.0.1:8443, [::1]:8443)${
          typeof problem === 'string' ? `: ${problem}` : ''
        }`;
      },
    },
  });
}
