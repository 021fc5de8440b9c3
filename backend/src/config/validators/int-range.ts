import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/** The one wording of an integer variable's range, as boot errors print it. */
export function intRangeMessage(min: number, max: number, note?: string): string {
  return `must be an integer from ${min} to ${max}${note === undefined ? '' : ` (${note})`}`;
}

/**
 * An integer variable from `min` to `max`, both included, converted from the environment's
 * string; one message whichever check it fails. `note` is the unit or the meaning of a special
 * value ("milliseconds", "0: …"), printed in brackets after the range.
 */
export function IntRange(min: number, max: number, note?: string): PropertyDecorator {
  const message = intRangeMessage(min, max, note);
  return (target: object, key: string | symbol) => {
    const property = String(key);
    // Applied in the order the stacked @Type @IsInt @Min @Max decorators it replaces were (the
    // bottom one first), so another constraint on the property keeps its place in the error.
    Max(max, { message })(target, property);
    Min(min, { message })(target, property);
    IsInt({ message })(target, property);
    Type(() => Number)(target, property);
  };
}
