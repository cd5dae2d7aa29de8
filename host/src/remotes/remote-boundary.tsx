import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { CALL_CENTRE_DEFAULT, telHref } from '../layout/site-info';
import { reportRemoteError } from '../observability/page-errors';

interface Props {
  name: string;
  onRetry: () => void;
  /** What to show instead of the Spanish fallback with retry (fragments show their own plain version). */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Catches a remote that fails to load or throws while rendering; the rest of the page keeps working. */
export class RemoteBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.name}]`, error, info.componentStack);
    // the remote's team sees it in the field measurements, by its version (decision 080)
    reportRemoteError(this.props.name, error);
  }

  render() {
    if (this.state.error) {
      if (this.props.fallback !== undefined) return this.props.fallback;
      return (
        <RemoteFallback
          onRetry={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="bg-remote-fallback" role="alert" data-testid="remote-fallback">
      <span className="bg-remote-fallback-icon" aria-hidden="true">⚠</span>
      <h2>{MESSAGES.fetchFailed}</h2>
      <p>{MESSAGES.remoteUnavailable}</p>
      <p className="bg-remote-fallback-phones">
        También podés comprar por nuestro call center: <a href={telHref(CALL_CENTRE_DEFAULT.main)}>{CALL_CENTRE_DEFAULT.main}</a> o{' '}
        <a href={telHref(CALL_CENTRE_DEFAULT.short)}>{CALL_CENTRE_DEFAULT.short}</a> desde tu celular.
      </p>
      <button type="button" onClick={onRetry}>
        {MESSAGES.retry}
      </button>
    </section>
  );
}
