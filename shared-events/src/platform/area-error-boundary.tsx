import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AreaFallback } from './area-fallback';

export interface AreaErrorBoundaryProps {
  name: string;
  children?: ReactNode;
  /** Called by 'Réessayer' before the area renders again (the shell reloads the remote there). */
  onRetry?(): void;
  /** Changing it clears a caught error (e.g. the location: another page of the area may work). */
  resetKey?: unknown;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/** Catches what an area throws while rendering and shows the French fallback in its place only. */
export class AreaErrorBoundary extends Component<AreaErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: AreaErrorBoundaryProps, state: State): Partial<State> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.name}] area failed`, error, info.componentStack);
  }

  private readonly retry = (): void => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (this.state.error) return <AreaFallback name={this.props.name} onRetry={this.retry} />;
    return this.props.children;
  }
}
