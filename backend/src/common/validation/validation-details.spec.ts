import { ROOT_FIELD } from '@tickrelay/contracts/errors/detail-codes';
import type { ValidationError } from 'class-validator';

import { validationDetails } from './validation-details';

const error = (
  property: string,
  constraints: Record<string, string>,
  value: unknown = 'x',
  children: ValidationError[] = [],
): ValidationError => ({ property, constraints, value, children });

describe('validationDetails', () => {
  it('picks the most telling code per field', () => {
    expect(
      validationDetails([
        error('email', { isEmail: 'm', maxLength: 'm' }),
        error('name', { isString: 'm', maxLength: 'm' }, null),
        error('extra', { whitelistValidation: 'm' }),
        error('kind', { isIn: 'm' }),
        error('custom', { somethingElse: 'm' }),
      ]),
    ).toEqual({
      email: 'too_long',
      name: 'required',
      extra: 'unknown_field',
      kind: 'invalid_choice',
      custom: 'invalid',
    });
  });

  it('flattens nested errors into dotted paths', () => {
    expect(
      validationDetails([
        error('address', {}, {}, [
          error('city', { isNotEmpty: 'm' }, ''),
          error('zip', { matches: 'm' }),
        ]),
        error('', { unknownValue: 'm' }),
      ]),
    ).toEqual({
      'address.city': 'required',
      'address.zip': 'invalid_format',
      [ROOT_FIELD]: 'invalid_type',
    });
  });
});
