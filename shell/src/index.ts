// Async boundary: the shared modules (react, MUI, shared-events ...) are negotiated before bootstrap runs.
import('./bootstrap');
