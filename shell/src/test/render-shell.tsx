import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ShellApp, type ShellAppProps } from '../app';

/** Shows the router's location, so tests can assert navigation. */
function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Renders the whole shell in a memory router at `path`. */
export function renderShell(path: string, props: Partial<ShellAppProps> = {}) {
  const startRemotes = props.startRemotes ?? (() => new Promise<never>(() => undefined));
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ShellApp
        startRemotes={startRemotes}
        loadMenuActivities={props.loadMenuActivities ?? (() => new Promise<never>(() => undefined))}
      />
      <Location />
    </MemoryRouter>,
  );
}
