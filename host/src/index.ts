// The async boundary lets the federation runtime negotiate shared singletons before any import runs.
import('./bootstrap');
