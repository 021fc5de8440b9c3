import { render, screen } from '@testing-library/react';

import { RootErrorBoundary } from './root-error-boundary';

function Boom(): never {
  throw new Error('render failure');
}

describe('RootErrorBoundary', () => {
  it('catches a render error and shows the 500 view', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RootErrorBoundary>
        <Boom />
      </RootErrorBoundary>,
    );
    expect(screen.getByTestId('error-view-500')).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('500');
    expect(screen.getByTestId('error-message')).toHaveTextContent('Internal Server Error');
    expect(screen.getByTestId('page-heading')).toHaveTextContent('Something went wrong');
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('renders its children when nothing fails', () => {
    render(
      <RootErrorBoundary>
        <p>fine</p>
      </RootErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
  });
});
