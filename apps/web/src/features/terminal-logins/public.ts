/** The terminal-logins feature's public entry: what other features may import (docs/architecture.md "Web features"). */
export { terminalLoginColumns } from './columns';
export { useTerminalLoginList } from './queries';
export { terminalLoginNewUrl } from './urls';
