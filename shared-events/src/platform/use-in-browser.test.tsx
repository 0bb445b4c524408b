import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useInBrowser } from './use-in-browser';

function Where() {
  return <span data-testid="where">{useInBrowser() ? 'navigateur' : 'serveur'}</span>;
}

describe('useInBrowser', () => {
  it('is false in a server render and true in the browser’s', () => {
    expect(renderToString(<Where />)).toContain('serveur');
    render(<Where />);
    expect(screen.getByTestId('where')).toHaveTextContent('navigateur');
  });
});
