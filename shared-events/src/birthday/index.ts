export * from './birthday-form';
