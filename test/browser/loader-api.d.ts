// The loader's global API (`window.schaufenster`), as the browser tests call it.
import type {} from '../../loader/index';
