import '@testing-library/jest-dom';

// Node's BroadcastChannel is process-wide: a channel a test file leaves open would receive the
// next file's messages after its environment is gone ("Cannot log after tests are done").
// Close every channel a file opened when that file ends.
const NativeBroadcastChannel = globalThis.BroadcastChannel as typeof BroadcastChannel | undefined;
if (NativeBroadcastChannel) {
  const open = new Set<BroadcastChannel>();
  globalThis.BroadcastChannel = class TrackedBroadcastChannel extends NativeBroadcastChannel {
    constructor(name: string) {
      super(name);
      open.add(this);
    }
    override close(): void {
      open.delete(this);
      super.close();
    }
  };
  afterAll(() => {
    for (const channel of open) channel.close();
    open.clear();
  });
}
