import { accountAfterSave, accountAfterTest } from './account-choice';

const a = { id: 1, name: 'DEMO1', active: true };
const b = { id: 2, name: 'DEMO2', active: true };
const closed = { id: 3, name: 'DEMO3', active: false };

describe('the account orders go to', () => {
  it('is picked on save when only one account is active', () => {
    expect(accountAfterSave([a], null)).toEqual({ id: 1, name: 'DEMO1' });
    expect(accountAfterSave([a, closed], null)).toEqual({ id: 1, name: 'DEMO1' });
    expect(accountAfterSave([a, b], null)).toBeNull();
    expect(accountAfterSave([], null)).toBeNull();
  });

  it('stays the one chosen before when the saved list still has it', () => {
    expect(accountAfterSave([a, b], { id: 2, name: 'old name' })).toEqual({ id: 2, name: 'DEMO2' });
    expect(accountAfterSave([a, b], { id: 9, name: 'gone' })).toBeNull();
  });

  it('is reported gone by a test, never swapped for another one', () => {
    expect(accountAfterTest([a, b], { id: 2, name: 'DEMO2' })).toEqual({ id: 2, name: 'DEMO2' });
    expect(accountAfterTest([a], { id: 2, name: 'DEMO2' })).toBe('gone');
    expect(accountAfterTest([a], null)).toBeNull();
  });
});
