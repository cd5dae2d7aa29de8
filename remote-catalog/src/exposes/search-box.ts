import { SearchBox } from '../features/search/components/search-box';

/** The header search box fragment the host embeds (suggestions, keyboard navigation, voice input). */
export { SearchBox };
export default SearchBox;
