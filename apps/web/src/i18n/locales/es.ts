export { default } from './es/index';
