import { decimalsOf } from './decimal-text';

it('decimalsOf counts the digits of a decimal text', () => {
  expect([
    decimalsOf('6012'),
    decimalsOf('6012.5'),
    decimalsOf('6012.25'),
    decimalsOf('0.000001'),
  ]).toEqual([0, 1, 2, 6]);
});
