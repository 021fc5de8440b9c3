import { registerNavigator } from '@/lib/external-navigation';

import type { SessionClient } from './session-client';
import { watchPasswordRecovery } from './session-reactions';
import type { AuthEvent, AuthEventListener } from './session-types';

function fakeClient() {
  let listener: AuthEventListener = () => undefined;
  const client: Pick<SessionClient, 'onAuthEvent'> = {
    onAuthEvent: (next) => {
      listener = next;
      return () => undefined;
    },
  };
  const emit = (type: AuthEvent['type'], remote = true) =>
    listener({ type, user: null, expiresAt: null, remote });
  return { client, emit };
}

describe('PASSWORD_RECOVERY opens /update-password', () => {
  let navigate: jest.Mock;
  let unregister: () => void;
  beforeEach(() => {
    navigate = jest.fn();
    unregister = registerNavigator(navigate);
  });
  afterEach(() => unregister());

  it.each([
    ['/membership/dashboard', '/update-password?recovery=other-tab'],
    ['/fr/blog', '/fr/update-password?recovery=other-tab'],
  ])('from %s to %s', (pathname, target) => {
    const { client, emit } = fakeClient();
    watchPasswordRecovery(client, { pathname });
    emit('PASSWORD_RECOVERY');
    expect(navigate).toHaveBeenCalledWith(target, { replace: false });
  });

  it('leaves the emitting tab and a tab already on /update-password alone, ignores other events', () => {
    const { client, emit } = fakeClient();
    watchPasswordRecovery(client, { pathname: '/fr/update-password' });
    emit('PASSWORD_RECOVERY');
    const other = fakeClient();
    watchPasswordRecovery(other.client, { pathname: '/' });
    other.emit('PASSWORD_RECOVERY', false);
    other.emit('SIGNED_OUT');
    other.emit('USER_UPDATED');
    expect(navigate).not.toHaveBeenCalled();
  });
});
