import { GroupCommit } from './group-commit';

/** Items are numbers weighing themselves; a job is their list. */
function recordingCommit(maxWeight = 10) {
  const sent: number[][] = [];
  const releases: ((error?: Error) => void)[] = [];
  const commit = new GroupCommit<number, number[]>(
    (payload) => {
      sent.push(payload);
      return new Promise<void>((resolve, reject) =>
        releases.push((error) => (error ? reject(error) : resolve())),
      );
    },
    { weight: (item) => item, maxWeight, toJob: (items) => ({ payload: items }) },
  );
  return { commit, sent, release: (error?: Error) => releases.shift()?.(error) };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('GroupCommit', () => {
  it('sends an item alone and at once when nothing is in flight', async () => {
    const { commit, sent, release } = recordingCommit();
    const done = commit.add(3);
    expect(sent).toEqual([[3]]);
    release();
    await done;
    const again = commit.add(4);
    expect(sent).toEqual([[3], [4]]);
    release();
    await again;
  });

  it('joins the items that arrive during an add, up to the weight cap, in order', async () => {
    const { commit, sent, release } = recordingCommit(10);
    const first = commit.add(1);
    const rest = [4, 5, 2, 9, 12].map((item) => commit.add(item));
    release();
    await first;
    for (let i = 0; i < 4; i++) {
      await tick();
      release();
    }
    await Promise.all(rest);
    // 4+5 ≤ 10; 2 would make 11. A lone item over the cap still goes (alone).
    expect(sent).toEqual([[1], [4, 5], [2], [9], [12]]);
  });

  it('fails every caller of a failed job, and carries on with the next', async () => {
    const { commit, sent, release } = recordingCommit();
    const first = commit.add(1);
    const doomed = [commit.add(2), commit.add(3)];
    release();
    await first;
    await tick();
    release(new Error('redis went away'));
    const results = await Promise.allSettled(doomed);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    const later = commit.add(4);
    expect(sent.at(-1)).toEqual([4]);
    release();
    await expect(later).resolves.toBeUndefined();
  });
});
