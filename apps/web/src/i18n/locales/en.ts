export { default } from './en/index';
