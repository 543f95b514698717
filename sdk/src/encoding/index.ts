export {
  compareIds,
  decodeIdList,
  decodeNumericIdList,
  encodeIdList,
  ID_SEPARATOR,
  type Id,
  normalizeIdList,
} from './id-list';
export { filterMenuSectionIds, MENU_SECTION_IDS } from './menu-sections';
export { parseInteger, parseLeadingDigits, roundAmount } from './numbers';
export {
  type EncodeOptions,
  encodeBody,
  encodeQuery,
  type Params,
  type ParamValue,
  serializeQuery,
  toQueryString,
} from './params';
export { PARAM_DEFAULTS, WIRE_NAMES, wireName } from './wire-names';
