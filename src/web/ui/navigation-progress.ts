/** Mantine's NavigationProgress alone, for the root layout's deferred import (its store stays with the shell). */
export { NavigationProgress } from '@mantine/nprogress';
