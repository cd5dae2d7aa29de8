// The host builds CSS Modules with named exports; this gives the components one object of class names.
import * as classes from './notifications.module.css';

export const styles = classes as unknown as Record<string, string>;
