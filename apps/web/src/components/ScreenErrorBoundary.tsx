import { Component, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { LoadError } from './LoadError';

interface Props {
  /** The path: going elsewhere clears the error. */
  resetKey: string;
  children: ReactNode;
}

/**
 * A screen that fails to render — most often its code, gone from the server after a new version was deployed, or
 * not fetched while offline — shows 'Coś poszło nie tak' with 'Spróbuj ponownie' (the page loaded again) instead
 * of an empty page; the menu around it keeps working.
 */
export class ScreenErrorBoundary extends Component<Props, { error: unknown; resetKey: string }> {
  override state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <Box sx={{ p: 2 }}>
        <LoadError error={this.state.error} onRetry={() => window.location.reload()} />
      </Box>
    );
  }
}
