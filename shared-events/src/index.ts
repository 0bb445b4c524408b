// Public surface of shared-events (filled in by the platform work).
export {};
