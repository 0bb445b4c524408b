import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LocationProbe } from 'shared-events/testing';
import { ShellApp, type ShellAppProps } from '../app';

/** Renders the whole shell in a memory router at `path`. */
export function renderShell(path: string, props: Partial<ShellAppProps> = {}) {
  const startRemotes = props.startRemotes ?? (() => new Promise<never>(() => undefined));
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ShellApp
        startRemotes={startRemotes}
        loadMenuActivities={props.loadMenuActivities ?? (() => new Promise<never>(() => undefined))}
      />
      <LocationProbe />
    </MemoryRouter>,
  );
}
