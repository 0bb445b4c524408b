import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { requestNavigation, requestToast } from '../bus/helpers';
import { AreaErrorBoundary } from './area-error-boundary';
import { BusNavigation } from './bus-navigation';
import { BusToasts, toastOptions } from './bus-toasts';
import { drawnByServer } from './mount-standalone';
import { ownsPath } from './standalone-page';

function Location() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

describe('AreaErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the French fallback for its area only and renders again on Réessayer', () => {
    let broken = true;
    function Area() {
      if (broken) throw new Error('boom');
      return <p>Zone chargée</p>;
    }
    const onRetry = jest.fn(() => {
      broken = false;
    });
    render(
      <>
        <p>En-tête</p>
        <AreaErrorBoundary name="mf_booking" onRetry={onRetry}>
          <Area />
        </AreaErrorBoundary>
      </>,
    );
    expect(screen.getByTestId('remote-fallback-mf_booking')).toHaveTextContent(
      'Cette partie du site est momentanément indisponible.',
    );
    expect(screen.getByText('En-tête')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Zone chargée')).toBeInTheDocument();
  });

  it('clears the error when its reset key changes', () => {
    function Harness() {
      const [key, setKey] = useState(1);
      return (
        <>
          <button onClick={() => setKey(2)}>ailleurs</button>
          <AreaErrorBoundary name="a" resetKey={key}>
            {key === 1 ? <Thrower /> : <p>autre page</p>}
          </AreaErrorBoundary>
        </>
      );
    }
    function Thrower(): never {
      throw new Error('x');
    }
    render(<Harness />);
    expect(screen.getByTestId('remote-fallback-a')).toBeInTheDocument();
    fireEvent.click(screen.getByText('ailleurs'));
    expect(screen.getByText('autre page')).toBeInTheDocument();
  });
});

describe('BusToasts', () => {
  it('shows toasts requested on the bus, also those raised before it mounted', async () => {
    requestToast('Avant le montage', 'warning');
    render(<BusToasts />);
    expect(await screen.findByText('Avant le montage')).toBeInTheDocument();
    act(() => requestToast('Code promo déjà appliqué.', 'error', 10000));
    expect(await screen.findByText('Code promo déjà appliqué.')).toBeInTheDocument();
  });

  it('shows each toast once, those asked for while notistack loads included', async () => {
    render(
      <BusToasts>
        <p>page</p>
      </BusToasts>,
    );
    act(() => {
      requestToast('Premier');
      requestToast('Deuxième', 'success');
    });
    expect(await screen.findByText('Premier')).toBeInTheDocument();
    expect(await screen.findByText('Deuxième')).toBeInTheDocument();
    act(() => requestToast('Troisième', 'info'));
    expect(await screen.findByText('Troisième')).toBeInTheDocument();
    expect(screen.getAllByText('Premier')).toHaveLength(1);
  });

  it('gives toasts 3.5 s by default and honours durationMs', () => {
    expect(toastOptions({ type: 'toast:requested', message: 'a' })).toEqual({
      variant: 'default',
      autoHideDuration: 3500,
    });
    expect(toastOptions({ type: 'toast:requested', message: 'b', variant: 'error', durationMs: 10000 })).toEqual({
      variant: 'error',
      autoHideDuration: 10000,
    });
  });
});

describe('BusNavigation', () => {
  it('navigates in the router for owned paths and leaves for the site otherwise', () => {
    const leave = jest.fn();
    render(
      <MemoryRouter initialEntries={['/snaking']}>
        <BusNavigation
          owns={ownsPath(['/snaking', '/activites/:aid/:room/:table/snaking'])}
          siteUrl="https://parc.example"
          leave={leave}
        />
        <Location />
      </MemoryRouter>,
    );
    act(() => requestNavigation('/activites/3/2/7/snaking'));
    expect(screen.getByTestId('location')).toHaveTextContent('/activites/3/2/7/snaking');
    act(() => requestNavigation('/panier?type=error', { replace: true }));
    expect(leave).toHaveBeenCalledWith('https://parc.example/panier?type=error', true);
    expect(screen.getByTestId('location')).toHaveTextContent('/activites/3/2/7/snaking');
  });

  it('without siteUrl (the shell) follows every request in the router', () => {
    render(
      <MemoryRouter>
        <BusNavigation />
        <Location />
      </MemoryRouter>,
    );
    act(() => requestNavigation('/compte'));
    expect(screen.getByTestId('location')).toHaveTextContent('/compte');
  });

  it('ownsPath matches whole patterns only', () => {
    const owns = ownsPath(['/', '/compte']);
    expect(owns('/')).toBe(true);
    expect(owns('/compte')).toBe(true);
    expect(owns('/compte/x')).toBe(false);
    expect(owns('/panier')).toBe(false);
  });
});

describe('drawnByServer', () => {
  it('hydrates only a #root its server drew for this very address', () => {
    const root = document.createElement('div');
    const here = { pathname: '/activites/13/1/2/snaking', search: '?x=1' };
    expect(drawnByServer(root, here)).toBe(false); // the plain page
    root.dataset.firstScreen = 'mf_snacking';
    root.dataset.url = '/activites/13/1/2/snaking?x=1';
    expect(drawnByServer(root, here)).toBe(true);
    expect(drawnByServer(root, { ...here, search: '' })).toBe(false); // the address changed before the scripts ran
  });
});
