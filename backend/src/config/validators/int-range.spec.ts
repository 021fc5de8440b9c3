import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

import { IntRange, intRangeMessage } from './int-range';
import { NotBelowField } from './not-below-field';

class Sample {
  @IntRange(1, 10)
  PLAIN = 5;
}

class WithUnit {
  @IntRange(1, 10)
  PLAIN = 5;

  @IntRange(10, 1000, 'milliseconds')
  @NotBelowField<WithUnit>('PLAIN')
  WITH_UNIT = 100;
}

function reasons(
  input: Record<string, string>,
  variables: new () => object = Sample,
): Record<string, string[]> {
  const errors = validateSync(plainToInstance(variables, input));
  return Object.fromEntries(
    errors.map((error) => [error.property, [...new Set(Object.values(error.constraints ?? {}))]]),
  );
}

describe('IntRange', () => {
  it('converts the string and takes both bounds', () => {
    const instance = plainToInstance(WithUnit, { PLAIN: '10', WITH_UNIT: '10' });
    expect(instance.PLAIN).toBe(10);
    expect(validateSync(instance)).toEqual([]);
    expect(reasons({ PLAIN: '1' })).toEqual({});
  });

  it.each(['0', '11', '1.5', 'abc', '-3'])('refuses %p with the one range message', (value) => {
    expect(reasons({ PLAIN: value })).toEqual({ PLAIN: ['must be an integer from 1 to 10'] });
  });

  it('adds the unit in brackets, and keeps another constraint after the range', () => {
    expect(intRangeMessage(1000, 120000, 'milliseconds')).toBe(
      'must be an integer from 1000 to 120000 (milliseconds)',
    );
    expect(reasons({ PLAIN: '9', WITH_UNIT: '5' }, WithUnit)).toEqual({
      WITH_UNIT: [
        'must not be smaller than PLAIN',
        'must be an integer from 10 to 1000 (milliseconds)',
      ],
    });
  });
});
