(() => {
"use strict";
// The require scope
var __webpack_require__ = {};

// webpack/runtime/compat_get_default_export
(() => {
// getDefaultExport function for compatibility with non-ESM modules
__webpack_require__.n = (module) => {
	var getter = module && module.__esModule ?
		() => (module['default']) :
		() => (module);
	__webpack_require__.d(getter, { a: getter });
	return getter;
};

})();
// webpack/runtime/define_property_getters
(() => {
__webpack_require__.d = (exports, getters, values) => {
	var define = (defs, kind) => {
		for(var key in defs) {
			if(__webpack_require__.o(defs, key) && !__webpack_require__.o(exports, key)) {
				Object.defineProperty(exports, key, { enumerable: true, [kind]: defs[key] });
			}
		}
	};
	define(getters, "get");
	define(values, "value");
};
})();
// webpack/runtime/has_own_property
(() => {
__webpack_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
})();
// webpack/runtime/make_namespace_object
(() => {
// define __esModule on exports
__webpack_require__.r = (exports) => {
	if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
		Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
	}
	Object.defineProperty(exports, '__esModule', { value: true });
};
})();
var __webpack_exports__ = {};
// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PAGE_SLOT: () => (/* binding */ PAGE_SLOT),
  renderShell: () => (/* binding */ renderShell)
});
// NAMESPACE OBJECT: ./src/features/session/components/session.module.css
var session_module_namespaceObject = {};
__webpack_require__.r(session_module_namespaceObject);
__webpack_require__.d(session_module_namespaceObject, { 
  account: () => (account),
  icon: () => (session_module_icon),
  logout: () => (session_module_logout),
  name: () => (session_module_name),
  placeholder: () => (placeholder) });

// NAMESPACE OBJECT: ./src/features/notifications/components/notifications.module.css
var notifications_module_namespaceObject = {};
__webpack_require__.r(notifications_module_namespaceObject);
__webpack_require__.d(notifications_module_namespaceObject, { 
  badge: () => (badge),
  bell: () => (bell),
  bellBox: () => (bellBox),
  dot: () => (dot),
  empty: () => (notifications_module_empty),
  item: () => (notifications_module_item),
  itemActions: () => (itemActions),
  itemBody: () => (itemBody),
  itemIcon: () => (itemIcon),
  itemUnread: () => (itemUnread),
  linkButton: () => (linkButton),
  list: () => (notifications_module_list),
  panel: () => (panel),
  panelHead: () => (panelHead),
  panelTitle: () => (panelTitle),
  popup: () => (popup),
  popupBody: () => (popupBody),
  popupButton: () => (popupButton),
  popupClose: () => (popupClose),
  popupImage: () => (popupImage),
  popupText: () => (popupText),
  popupTitle: () => (popupTitle),
  tab: () => (notifications_module_tab),
  tabActive: () => (tabActive),
  tabs: () => (tabs),
  visuallyHidden: () => (visuallyHidden) });


;// CONCATENATED MODULE: external "react/jsx-runtime"
const jsx_runtime_namespaceObject = require("react/jsx-runtime");
;// CONCATENATED MODULE: external "jotai"
const external_jotai_namespaceObject = require("jotai");
;// CONCATENATED MODULE: external "react-dom/server"
const server_namespaceObject = require("react-dom/server");
;// CONCATENATED MODULE: external "react-router"
const external_react_router_namespaceObject = require("react-router");
;// CONCATENATED MODULE: external "react"
const external_react_namespaceObject = require("react");
;// CONCATENATED MODULE: external "react-router-dom"
const external_react_router_dom_namespaceObject = require("react-router-dom");
;// CONCATENATED MODULE: ./src/layout/menu/menu-links.ts
/** Custom entries flagged for personalised loading go to /productos/{slug}/{code}; categories to /categoria/{codigo}/{slug}. */ function entryHref(entry) {
    if (entry.MEW_CARGA_PERSONALIZADA === 'S') return `/productos/${entry.MEW_SLUG}/${entry.MEW_CODIGO}`;
    return `/categoria/${entry.codigo}/${entry.MEW_SLUG}`;
}
function nodeHref(node) {
    return `/categoria/${node.codigo}/${node.slug}`;
}
function menuImage(name) {
    if (!name) return null;
    return /^(https?:)?\/\//.test(name) || name.startsWith('/') ? name : `/api/imagenes/${name}`;
}

;// CONCATENATED MODULE: ../node_modules/valibot/dist/index.mjs
//#region src/storages/globalConfig/globalConfig.ts
let store$4;
const DEFAULT_CONFIG = {
	lang: void 0,
	message: void 0,
	abortEarly: void 0,
	abortPipeEarly: void 0
};
/**
* Sets the global configuration.
*
* @param config The configuration.
*/
function setGlobalConfig(config$1) {
	store$4 = {
		...store$4,
		...config$1
	};
}
/**
* Returns the global configuration.
*
* @param config The config to merge.
*
* @returns The configuration.
*/
/* @__NO_SIDE_EFFECTS__ */
function getGlobalConfig(config$1) {
	if (!config$1 && !store$4) return DEFAULT_CONFIG;
	return {
		lang: config$1?.lang ?? store$4?.lang,
		message: config$1?.message,
		abortEarly: config$1?.abortEarly ?? store$4?.abortEarly,
		abortPipeEarly: config$1?.abortPipeEarly ?? store$4?.abortPipeEarly
	};
}
/**
* Deletes the global configuration.
*/
function deleteGlobalConfig() {
	store$4 = void 0;
}

//#endregion
//#region src/storages/globalMessage/globalMessage.ts
let store$3;
/**
* Sets a global error message.
*
* @param message The error message.
* @param lang The language of the message.
*/
function setGlobalMessage(message$1, lang) {
	if (!store$3) store$3 = /* @__PURE__ */ new Map();
	store$3.set(lang, message$1);
}
/**
* Returns a global error message.
*
* @param lang The language of the message.
*
* @returns The error message.
*/
/* @__NO_SIDE_EFFECTS__ */
function getGlobalMessage(lang) {
	return store$3?.get(lang);
}
/**
* Deletes a global error message.
*
* @param lang The language of the message.
*/
function deleteGlobalMessage(lang) {
	store$3?.delete(lang);
}

//#endregion
//#region src/storages/schemaMessage/schemaMessage.ts
let store$2;
/**
* Sets a schema error message.
*
* @param message The error message.
* @param lang The language of the message.
*/
function setSchemaMessage(message$1, lang) {
	if (!store$2) store$2 = /* @__PURE__ */ new Map();
	store$2.set(lang, message$1);
}
/**
* Returns a schema error message.
*
* @param lang The language of the message.
*
* @returns The error message.
*/
/* @__NO_SIDE_EFFECTS__ */
function getSchemaMessage(lang) {
	return store$2?.get(lang);
}
/**
* Deletes a schema error message.
*
* @param lang The language of the message.
*/
function deleteSchemaMessage(lang) {
	store$2?.delete(lang);
}

//#endregion
//#region src/storages/specificMessage/specificMessage.ts
let store$1;
/**
* Sets a specific error message.
*
* @param reference The identifier reference.
* @param message The error message.
* @param lang The language of the message.
*/
function setSpecificMessage(reference, message$1, lang) {
	if (!store$1) store$1 = /* @__PURE__ */ new Map();
	if (!store$1.get(reference)) store$1.set(reference, /* @__PURE__ */ new Map());
	store$1.get(reference).set(lang, message$1);
}
/**
* Returns a specific error message.
*
* @param reference The identifier reference.
* @param lang The language of the message.
*
* @returns The error message.
*/
/* @__NO_SIDE_EFFECTS__ */
function getSpecificMessage(reference, lang) {
	return store$1?.get(reference)?.get(lang);
}
/**
* Deletes a specific error message.
*
* @param reference The identifier reference.
* @param lang The language of the message.
*/
function deleteSpecificMessage(reference, lang) {
	store$1?.get(reference)?.delete(lang);
}

//#endregion
//#region src/utils/_stringify/_stringify.ts
/**
* Stringifies an unknown input to a literal or type string.
*
* @param input The unknown input.
*
* @returns A literal or type string.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _stringify(input) {
	const type = typeof input;
	if (type === "string") return `"${input}"`;
	if (type === "number" || type === "bigint" || type === "boolean") return `${input}`;
	if (type === "object" || type === "function") return (input && Object.getPrototypeOf(input)?.constructor?.name) ?? "null";
	return type;
}

//#endregion
//#region src/utils/_addIssue/_addIssue.ts
/**
* Adds an issue to the dataset.
*
* @param context The issue context.
* @param label The issue label.
* @param dataset The input dataset.
* @param config The configuration.
* @param other The optional props.
*
* @internal
*/
function _addIssue(context, label, dataset, config$1, other) {
	const input = other && "input" in other ? other.input : dataset.value;
	const expected = other?.expected ?? context.expects ?? null;
	const received = other?.received ?? /* @__PURE__ */ _stringify(input);
	const issue = {
		kind: context.kind,
		type: context.type,
		input,
		expected,
		received,
		message: `Invalid ${label}: ${expected ? `Expected ${expected} but r` : "R"}eceived ${received}`,
		requirement: context.requirement,
		path: other?.path,
		issues: other?.issues,
		lang: config$1.lang,
		abortEarly: config$1.abortEarly,
		abortPipeEarly: config$1.abortPipeEarly
	};
	const isSchema = context.kind === "schema";
	const message$1 = other?.message ?? context.message ?? /* @__PURE__ */ getSpecificMessage(context.reference, issue.lang) ?? (isSchema ? /* @__PURE__ */ getSchemaMessage(issue.lang) : null) ?? config$1.message ?? /* @__PURE__ */ getGlobalMessage(issue.lang);
	if (message$1 !== void 0) issue.message = typeof message$1 === "function" ? message$1(issue) : message$1;
	if (isSchema) dataset.typed = false;
	if (dataset.issues) dataset.issues.push(issue);
	else dataset.issues = [issue];
}

//#endregion
//#region src/utils/_cloneDataset/_cloneDataset.ts
/**
* Creates a shallow copy of a dataset.
*
* Hint: The `value` is copied by reference, but the `issues` array, its issues
* and their `path` arrays are cloned to avoid reusing mutable dataset state
* across multiple runs. Mutating a returned object or array value can
* therefore affect later cache hits that reuse the same cached output.
*
* @param dataset The output dataset.
*
* @returns The copied output dataset.
*/
/* @__NO_SIDE_EFFECTS__ */
function _cloneDataset(dataset) {
	return {
		typed: dataset.typed,
		value: dataset.value,
		issues: dataset.issues?.map((issue) => ({
			...issue,
			path: issue.path && [...issue.path]
		}))
	};
}

//#endregion
//#region src/utils/_formatCase/_formatCase.ts
/**
* Splits a string into lowercase words and rejoins them with the given
* separator and capitalization rules.
*
* Words are separated by `_`, `-` and ASCII whitespace, as well as by case
* and acronym boundaries. Whether the first or subsequent words are
* capitalized is controlled by `capFirst` and `capRest`.
*
* Hint: Implemented in a single pass that emits directly to the result
* string to avoid an intermediate `string[]` allocation. ASCII chars are
* classified via char codes to skip `.toLowerCase()` and `.toUpperCase()`
* method calls in the common case.
*
* Hint: Digits are treated as a separate character class, so `item2Name`
* yields `item2` and `name` rather than `item`, `2` and `name`.
*
* @param input The input string.
* @param separator The string inserted between words.
* @param capFirst Whether to capitalize the first word.
* @param capRest Whether to capitalize subsequent words.
*
* @returns The formatted string.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _formatCase(input, separator, capFirst, capRest) {
	let result = "";
	let firstWord = true;
	let start = 0;
	let prev = 0;
	let prevPrev = 0;
	const flush = (end) => {
		if (end > start) {
			let word = input.slice(start, end).toLowerCase();
			if (firstWord ? capFirst : capRest) {
				const firstCode = word.charCodeAt(0);
				if (firstCode >= 97 && firstCode <= 122) word = String.fromCharCode(firstCode - 32) + word.slice(1);
				else {
					const charLen = firstCode >= 55296 && firstCode <= 56319 ? 2 : 1;
					word = word.slice(0, charLen).toUpperCase() + word.slice(charLen);
				}
			}
			result += firstWord ? word : separator + word;
			firstWord = false;
		}
	};
	for (let index = 0; index < input.length; index++) {
		const code = input.charCodeAt(index);
		let type;
		if (code === 32 || code === 9 || code === 10 || code === 11 || code === 12 || code === 13 || code === 45 || code === 95) {
			flush(index);
			start = index + 1;
			type = 0;
		} else if (code < 128) type = code >= 65 && code <= 90 ? 1 : code >= 97 && code <= 122 ? 2 : 3;
		else {
			const char = input[index];
			const charLower = char.toLowerCase();
			type = charLower === char.toUpperCase() ? 3 : char === charLower ? 2 : 1;
		}
		if (type === 1 && (prev === 2 || prev === 3) && index > start) {
			flush(index);
			start = index;
		} else if (type === 2 && prev === 1 && prevPrev === 1 && index - 1 > start) {
			flush(index - 1);
			start = index - 1;
		}
		prevPrev = prev;
		prev = type;
	}
	flush(input.length);
	return result;
}

//#endregion
//#region src/utils/_getByteCount/_getByteCount.ts
let textEncoder;
/**
* Returns the byte count of the input.
*
* @param input The input to be measured.
*
* @returns The byte count.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _getByteCount(input) {
	if (!textEncoder) textEncoder = new TextEncoder();
	return textEncoder.encode(input).length;
}

//#endregion
//#region src/utils/_getCodePointCount/_getCodePointCount.ts
/**
* Returns the code point count of the input.
*
* @param input The input to be measured.
*
* @returns The code point count.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _getCodePointCount(input) {
	let count = input.length;
	const lengthMinus1 = input.length - 1;
	for (let i = 0; i < lengthMinus1;) if (input.codePointAt(i) <= 65535) i++;
	else {
		i += 2;
		count--;
	}
	return count;
}

//#endregion
//#region src/utils/_getGraphemeCount/_getGraphemeCount.ts
let segmenter;
/**
* Returns the grapheme count of the input.
*
* @param input The input to be measured.
*
* @returns The grapheme count.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _getGraphemeCount(input) {
	if (!segmenter) segmenter = new Intl.Segmenter();
	const segments = segmenter.segment(input);
	let count = 0;
	for (const _ of segments) count++;
	return count;
}

//#endregion
//#region src/utils/_getLastMetadata/_getLastMetadata.ts
/**
* Returns the last top-level value of a given metadata type from a schema
* using a breadth-first search that starts with the last item in the pipeline.
*
* @param schema The schema to search.
* @param type The metadata type.
*
* @returns The value, if any.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _getLastMetadata(schema, type) {
	if ("pipe" in schema) {
		const nestedSchemas = [];
		for (let index = schema.pipe.length - 1; index >= 0; index--) {
			const item = schema.pipe[index];
			if (item.kind === "schema" && "pipe" in item) nestedSchemas.push(item);
			else if (item.kind === "metadata" && item.type === type) return item[type];
		}
		for (const nestedSchema of nestedSchemas) {
			const result = /* @__PURE__ */ _getLastMetadata(nestedSchema, type);
			if (result !== void 0) return result;
		}
	}
}

//#endregion
//#region src/utils/_getWordCount/_getWordCount.ts
let store;
/**
* Returns the word count of the input.
*
* @param locales The locales to be used.
* @param input The input to be measured.
*
* @returns The word count.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _getWordCount(locales, input) {
	if (!store) store = /* @__PURE__ */ new Map();
	const key = String(locales);
	let segmenter$1 = store.get(key);
	if (!segmenter$1) {
		segmenter$1 = new Intl.Segmenter(locales, { granularity: "word" });
		store.set(key, segmenter$1);
	}
	const segments = segmenter$1.segment(input);
	let count = 0;
	for (const segment of segments) if (segment.isWordLike) count++;
	return count;
}

//#endregion
//#region src/utils/_isLuhnAlgo/_isLuhnAlgo.ts
/**
* Non-digit regex.
*/
const NON_DIGIT_REGEX = /\D/gu;
/**
* Checks whether a string with numbers corresponds to the luhn algorithm.
*
* @param input The input to be checked.
*
* @returns Whether input is valid.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _isLuhnAlgo(input) {
	const number$1 = input.replace(NON_DIGIT_REGEX, "");
	let length$1 = number$1.length;
	let bit = 1;
	let sum = 0;
	while (length$1) {
		const value$1 = +number$1[--length$1];
		bit ^= 1;
		sum += bit ? [
			0,
			2,
			4,
			6,
			8,
			1,
			3,
			5,
			7,
			9
		][value$1] : value$1;
	}
	return sum % 10 === 0;
}

//#endregion
//#region src/utils/_isSameValueZero/_isSameValueZero.ts
/**
* Compares two values using the SameValueZero algorithm, which treats `NaN`
* as equal to itself unlike `===`.
*
* @param value1 The first value.
* @param value2 The second value.
*
* @returns Whether the values are equal.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _isSameValueZero(value1, value2) {
	return value1 === value2 || Number.isNaN(value1) && Number.isNaN(value2);
}

//#endregion
//#region src/utils/_isValidObjectKey/_isValidObjectKey.ts
/**
* Disallows inherited object properties and prevents object prototype
* pollution by disallowing certain keys.
*
* @param object The object to check.
* @param key The key to check.
*
* @returns Whether the key is allowed.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _isValidObjectKey(object$1, key) {
	return Object.prototype.hasOwnProperty.call(object$1, key) && key !== "__proto__" && key !== "prototype" && key !== "constructor";
}

//#endregion
//#region src/utils/_isValueMatch/_isValueMatch.ts
/**
* Checks whether a value matches a value action requirement.
*
* @param requirement The value action requirement.
* @param value The value to check.
*
* @returns Whether the value matches the requirement.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _isValueMatch(requirement, value$1) {
	return Number.isNaN(requirement) && Number.isNaN(value$1) || requirement <= value$1 && requirement >= value$1;
}

//#endregion
//#region src/utils/_joinExpects/_joinExpects.ts
/**
* Joins multiple `expects` values with the given separator.
*
* @param values The `expects` values.
* @param separator The separator.
*
* @returns The joined `expects` property.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _joinExpects(values$1, separator) {
	const list = [...new Set(values$1)];
	if (list.length > 1) return `(${list.join(` ${separator} `)})`;
	return list[0] ?? "never";
}

//#endregion
//#region src/utils/_standardSchema/_standardSchema.ts
/**
* Eagerly creates and attaches the Standard Schema properties of a schema.
*
* Hint: The contextual `this` type includes the standard properties that are
* attached before the schema is returned.
*
* @param schema The schema to attach standard properties to.
*
* @returns The schema with standard properties attached.
*
* @internal
*/
function _standardSchema(schema) {
	schema["~standard"] = {
		version: 1,
		vendor: "valibot",
		validate: (value$1) => schema["~run"]({ value: value$1 }, /* @__PURE__ */ getGlobalConfig())
	};
	return schema;
}

//#endregion
//#region src/utils/entriesFromList/entriesFromList.ts
/**
* Creates an object entries definition from a list of keys and a schema.
*
* @param list A list of keys.
* @param schema The schema of the keys.
*
* @returns The object entries.
*/
/* @__NO_SIDE_EFFECTS__ */
function entriesFromList(list, schema) {
	const entries$1 = {};
	for (const key of list) entries$1[key] = schema;
	return entries$1;
}

//#endregion
//#region src/utils/entriesFromObjects/entriesFromObjects.ts
/* @__NO_SIDE_EFFECTS__ */
function entriesFromObjects(schemas) {
	const entries$1 = {};
	for (const schema of schemas) Object.assign(entries$1, schema.entries);
	return entries$1;
}

//#endregion
//#region src/utils/getDotPath/getDotPath.ts
/* @__NO_SIDE_EFFECTS__ */
function getDotPath(issue) {
	if (issue.path) {
		let key = "";
		for (const item of issue.path) if (typeof item.key === "string" || typeof item.key === "number") if (key) key += `.${item.key}`;
		else key += item.key;
		else return null;
		return key;
	}
	return null;
}

//#endregion
//#region src/utils/isOfKind/isOfKind.ts
/**
* A generic type guard to check the kind of an object.
*
* @param kind The kind to check for.
* @param object The object to check.
*
* @returns Whether it matches.
*/
/* @__NO_SIDE_EFFECTS__ */
function isOfKind(kind, object$1) {
	return object$1.kind === kind;
}

//#endregion
//#region src/utils/isOfType/isOfType.ts
/**
* A generic type guard to check the type of an object.
*
* @param type The type to check for.
* @param object The object to check.
*
* @returns Whether it matches.
*/
/* @__NO_SIDE_EFFECTS__ */
function isOfType(type, object$1) {
	return object$1.type === type;
}

//#endregion
//#region src/utils/ValiError/ValiError.ts
/**
* A Valibot error with useful information.
*/
var ValiError = class extends Error {
	/**
	* Creates a Valibot error with useful information.
	*
	* @param issues The error issues.
	*/
	constructor(issues) {
		super(issues[0].message);
		this.name = "ValiError";
		this.issues = issues;
	}
};

//#endregion
//#region src/utils/isValiError/isValiError.ts
/**
* A type guard to check if an error is a ValiError.
*
* @param error The error to check.
*
* @returns Whether its a ValiError.
*/
/* @__NO_SIDE_EFFECTS__ */
function isValiError(error) {
	return error instanceof ValiError;
}

//#endregion
//#region src/actions/args/args.ts
/* @__NO_SIDE_EFFECTS__ */
function args(schema) {
	return {
		kind: "transformation",
		type: "args",
		reference: args,
		async: false,
		schema,
		"~run"(dataset, config$1) {
			const func = dataset.value;
			dataset.value = (...args_) => {
				const argsDataset = this.schema["~run"]({ value: args_ }, config$1);
				if (argsDataset.issues) throw new ValiError(argsDataset.issues);
				return func(...argsDataset.value);
			};
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/args/argsAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function argsAsync(schema) {
	return {
		kind: "transformation",
		type: "args",
		reference: argsAsync,
		async: false,
		schema,
		"~run"(dataset, config$1) {
			const func = dataset.value;
			dataset.value = async (...args$1) => {
				const argsDataset = await schema["~run"]({ value: args$1 }, config$1);
				if (argsDataset.issues) throw new ValiError(argsDataset.issues);
				return func(...argsDataset.value);
			};
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/await/awaitAsync.ts
/**
* Creates an await transformation action.
*
* @returns An await action.
*/
/* @__NO_SIDE_EFFECTS__ */
function awaitAsync() {
	return {
		kind: "transformation",
		type: "await",
		reference: awaitAsync,
		async: true,
		async "~run"(dataset) {
			dataset.value = await dataset.value;
			return dataset;
		}
	};
}

//#endregion
//#region src/regex.ts
/**
* [Base64](https://en.wikipedia.org/wiki/Base64) regex.
*/
const BASE64_REGEX = /^(?:[\da-z+/]{4})*(?:[\da-z+/]{2}==|[\da-z+/]{3}=)?$/iu;
/**
* [BIC](https://en.wikipedia.org/wiki/ISO_9362) regex.
*/
const BIC_REGEX = /^[A-Z]{6}(?!00)[\dA-Z]{2}(?:[\dA-Z]{3})?$/u;
/**
* [Cuid2](https://github.com/paralleldrive/cuid2) regex.
*/
const CUID2_REGEX = /^[a-z][\da-z]*$/u;
/**
* [Decimal](https://en.wikipedia.org/wiki/Decimal) regex.
*/
const DECIMAL_REGEX = /^[+-]?(?:\d*\.)?\d+$/u;
/**
* [Digits](https://en.wikipedia.org/wiki/Numerical_digit) regex.
*/
const DIGITS_REGEX = /^\d+$/u;
/**
* [Domain name](https://en.wikipedia.org/wiki/Domain_name) regex.
*
* Hint: We decided against the `i` flag for better JSON Schema compatibility.
* ASCII-only validation. Internationalized domain names (IDNs) are not
* supported, including Punycode-encoded labels.
*/
const DOMAIN_REGEX = /^(?=.{1,253}$)(?:(?![Xx][Nn]--)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/u;
/**
* [Email address](https://en.wikipedia.org/wiki/Email_address) regex.
*
* Hint: We decided against the `i` flag to avoid matching non-ASCII characters.
*/
const EMAIL_REGEX = /^[\w+-]+(?:\.[\w+-]+)*@[\da-zA-Z]+(?:[.-][\da-zA-Z]+)*\.[a-zA-Z]{2,}$/u;
/**
* Emoji regex from [emoji-regex-xs](https://github.com/slevithan/emoji-regex-xs) v1.0.0 (MIT license).
*
* Hint: We decided against the newer `/^\p{RGI_Emoji}+$/v` regex because it is
* not supported in older runtimes and does not match all emoji.
*/
const EMOJI_REGEX = /^(?:[\u{1F1E6}-\u{1F1FF}]{2}|\u{1F3F4}[\u{E0061}-\u{E007A}]{2}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{1,3}\u{E007F}|(?:\p{Emoji}\uFE0F\u20E3?|\p{Emoji_Modifier_Base}\p{Emoji_Modifier}?|(?![\p{Emoji_Modifier_Base}\u{1F1E6}-\u{1F1FF}])\p{Emoji_Presentation})(?:\u200D(?:\p{Emoji}\uFE0F\u20E3?|\p{Emoji_Modifier_Base}\p{Emoji_Modifier}?|(?![\p{Emoji_Modifier_Base}\u{1F1E6}-\u{1F1FF}])\p{Emoji_Presentation}))*)+$/u;
/**
* [Hexadecimal](https://en.wikipedia.org/wiki/Hexadecimal) regex.
*
* Hint: We decided against the `i` flag for better JSON Schema compatibility.
*/
const HEXADECIMAL_REGEX = /^(?:0[hx])?[\da-fA-F]+$/u;
/**
* [Hex color](https://en.wikipedia.org/wiki/Web_colors#Hex_triplet) regex.
*
* Hint: We decided against the `i` flag for better JSON Schema compatibility.
*/
const HEX_COLOR_REGEX = /^#(?:[\da-fA-F]{3,4}|[\da-fA-F]{6}|[\da-fA-F]{8})$/u;
/**
* [IMEI](https://en.wikipedia.org/wiki/International_Mobile_Equipment_Identity) regex.
*/
const IMEI_REGEX = /^\d{15}$|^\d{2}-\d{6}-\d{6}-\d$/u;
/**
* [IPv4](https://en.wikipedia.org/wiki/IPv4) regex.
*/
const IPV4_REGEX = /^(?:(?:[1-9]|1\d|2[0-4])?\d|25[0-5])(?:\.(?:(?:[1-9]|1\d|2[0-4])?\d|25[0-5])){3}$/u;
/**
* [IPv6](https://en.wikipedia.org/wiki/IPv6) regex.
*/
const IPV6_REGEX = /^(?:(?:[\da-f]{1,4}:){7}[\da-f]{1,4}|(?:[\da-f]{1,4}:){1,7}:|(?:[\da-f]{1,4}:){1,6}:[\da-f]{1,4}|(?:[\da-f]{1,4}:){1,5}(?::[\da-f]{1,4}){1,2}|(?:[\da-f]{1,4}:){1,4}(?::[\da-f]{1,4}){1,3}|(?:[\da-f]{1,4}:){1,3}(?::[\da-f]{1,4}){1,4}|(?:[\da-f]{1,4}:){1,2}(?::[\da-f]{1,4}){1,5}|[\da-f]{1,4}:(?::[\da-f]{1,4}){1,6}|:(?:(?::[\da-f]{1,4}){1,7}|:)|fe80:(?::[\da-f]{0,4}){0,4}%[\da-z]+|::(?:f{4}(?::0{1,4})?:)?(?:(?:25[0-5]|(?:2[0-4]|1?\d)?\d)\.){3}(?:25[0-5]|(?:2[0-4]|1?\d)?\d)|(?:[\da-f]{1,4}:){1,4}:(?:(?:25[0-5]|(?:2[0-4]|1?\d)?\d)\.){3}(?:25[0-5]|(?:2[0-4]|1?\d)?\d))$/iu;
/**
* [IP](https://en.wikipedia.org/wiki/IP_address) regex.
*/
const IP_REGEX = /^(?:(?:[1-9]|1\d|2[0-4])?\d|25[0-5])(?:\.(?:(?:[1-9]|1\d|2[0-4])?\d|25[0-5])){3}$|^(?:(?:[\da-f]{1,4}:){7}[\da-f]{1,4}|(?:[\da-f]{1,4}:){1,7}:|(?:[\da-f]{1,4}:){1,6}:[\da-f]{1,4}|(?:[\da-f]{1,4}:){1,5}(?::[\da-f]{1,4}){1,2}|(?:[\da-f]{1,4}:){1,4}(?::[\da-f]{1,4}){1,3}|(?:[\da-f]{1,4}:){1,3}(?::[\da-f]{1,4}){1,4}|(?:[\da-f]{1,4}:){1,2}(?::[\da-f]{1,4}){1,5}|[\da-f]{1,4}:(?::[\da-f]{1,4}){1,6}|:(?:(?::[\da-f]{1,4}){1,7}|:)|fe80:(?::[\da-f]{0,4}){0,4}%[\da-z]+|::(?:f{4}(?::0{1,4})?:)?(?:(?:25[0-5]|(?:2[0-4]|1?\d)?\d)\.){3}(?:25[0-5]|(?:2[0-4]|1?\d)?\d)|(?:[\da-f]{1,4}:){1,4}:(?:(?:25[0-5]|(?:2[0-4]|1?\d)?\d)\.){3}(?:25[0-5]|(?:2[0-4]|1?\d)?\d))$/iu;
/**
* [ISO 8601](https://en.wikipedia.org/wiki/ISO_8601) date regex.
*/
const ISO_DATE_REGEX = /^\d{4}-(?:0[1-9]|1[0-2])-(?:[12]\d|0[1-9]|3[01])$/u;
/**
* [ISO 8601](https://en.wikipedia.org/wiki/ISO_8601) date-time regex.
*/
const ISO_DATE_TIME_REGEX = /^\d{4}-(?:0[1-9]|1[0-2])-(?:[12]\d|0[1-9]|3[01])[T ](?:0\d|1\d|2[0-3]):[0-5]\d$/u;
/**
* [ISO 8601](https://en.wikipedia.org/wiki/ISO_8601) date-time with seconds regex.
*/
const ISO_DATE_TIME_SECOND_REGEX = /^\d{4}-(?:0[1-9]|1[0-2])-(?:[12]\d|0[1-9]|3[01])[T ](?:0\d|1\d|2[0-3])(?::[0-5]\d){2}$/u;
/**
* [ISO 8601](https://en.wikipedia.org/wiki/ISO_8601) time regex.
*/
const ISO_TIME_REGEX = /^(?:0\d|1\d|2[0-3]):[0-5]\d$/u;
/**
* [ISO 8601](https://en.wikipedia.org/wiki/ISO_8601) time with seconds regex.
*/
const ISO_TIME_SECOND_REGEX = /^(?:0\d|1\d|2[0-3])(?::[0-5]\d){2}$/u;
/**
* [ISO 8601](https://en.wikipedia.org/wiki/ISO_8601) timestamp regex. Allows a
* space as a date/time separator and an optional space before the UTC offset.
*/
const ISO_TIMESTAMP_REGEX = /^\d{4}-(?:0[1-9]|1[0-2])-(?:[12]\d|0[1-9]|3[01])[T ](?:0\d|1\d|2[0-3])(?::[0-5]\d){2}(?:\.\d{1,9})?(?:Z| ?[+-](?:0\d|1\d|2[0-3])(?::?[0-5]\d)?)$/u;
/**
* [ISO 8601](https://en.wikipedia.org/wiki/ISO_8601) week regex.
*/
const ISO_WEEK_REGEX = /^\d{4}-W(?:0[1-9]|[1-4]\d|5[0-3])$/u;
/**
* [JWS compact serialization](https://datatracker.ietf.org/doc/html/rfc7515#section-3.1)
* regex.
*
* Hint: Empty payload and signature segments are allowed because the
* Base64URL-encoded representation of an empty octet sequence is an empty
* string.
*/
const JWS_COMPACT_REGEX = /^(?:[\w-]{2,3}|(?:[\w-]{4})+(?:[\w-]{2,3})?)\.(?:[\w-]{2,3}|(?:[\w-]{4})+(?:[\w-]{2,3})?)?\.(?:[\w-]{2,3}|(?:[\w-]{4})+(?:[\w-]{2,3})?)?$/u;
/**
* [ISRC](https://en.wikipedia.org/wiki/International_Standard_Recording_Code) regex.
*/
const ISRC_REGEX = /^(?:[A-Z]{2}[A-Z\d]{3}\d{7}|[A-Z]{2}-[A-Z\d]{3}-\d{2}-\d{5})$/u;
/**
* [KSUID](https://github.com/segmentio/ksuid) regex.
*/
const KSUID_REGEX = /^[a-zA-Z0-9]{27}$/u;
/**
* [MAC](https://en.wikipedia.org/wiki/MAC_address) 48 bit regex.
*
* Hint: We decided against the `i` flag for better JSON Schema compatibility.
*/
const MAC48_REGEX = /^(?:[\da-fA-F]{2}:){5}[\da-fA-F]{2}$|^(?:[\da-fA-F]{2}-){5}[\da-fA-F]{2}$|^(?:[\da-fA-F]{4}\.){2}[\da-fA-F]{4}$/u;
/**
* [MAC](https://en.wikipedia.org/wiki/MAC_address) 64 bit regex.
*
* Hint: We decided against the `i` flag for better JSON Schema compatibility.
*/
const MAC64_REGEX = /^(?:[\da-fA-F]{2}:){7}[\da-fA-F]{2}$|^(?:[\da-fA-F]{2}-){7}[\da-fA-F]{2}$|^(?:[\da-fA-F]{4}\.){3}[\da-fA-F]{4}$|^(?:[\da-fA-F]{4}:){3}[\da-fA-F]{4}$/u;
/**
* [MAC](https://en.wikipedia.org/wiki/MAC_address) regex.
*
* Hint: We decided against the `i` flag for better JSON Schema compatibility.
*/
const MAC_REGEX = /^(?:[\da-fA-F]{2}:){5}[\da-fA-F]{2}$|^(?:[\da-fA-F]{2}-){5}[\da-fA-F]{2}$|^(?:[\da-fA-F]{4}\.){2}[\da-fA-F]{4}$|^(?:[\da-fA-F]{2}:){7}[\da-fA-F]{2}$|^(?:[\da-fA-F]{2}-){7}[\da-fA-F]{2}$|^(?:[\da-fA-F]{4}\.){3}[\da-fA-F]{4}$|^(?:[\da-fA-F]{4}:){3}[\da-fA-F]{4}$/u;
/**
* [Nano ID](https://github.com/ai/nanoid) regex.
*/
const NANO_ID_REGEX = /^[\w-]+$/u;
/**
* [Octal](https://en.wikipedia.org/wiki/Octal) regex.
*/
const OCTAL_REGEX = /^(?:0o)?[0-7]+$/u;
/**
* [RFC 5322 email address](https://datatracker.ietf.org/doc/html/rfc5322#section-3.4.1) regex.
*
* Hint: This regex was taken from the [HTML Living Standard Specification](https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address) and does not perfectly represent RFC 5322.
*/
const RFC_EMAIL_REGEX = /^[a-zA-Z0-9.!#$%&'*+\/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/**
* [Slug](https://en.wikipedia.org/wiki/Clean_URL#Slug) regex.
*/
const SLUG_REGEX = /^[\da-z]+(?:[-_][\da-z]+)*$/u;
/**
* [ULID](https://github.com/ulid/spec) regex.
*
* Hint: We decided against the `i` flag for better JSON Schema compatibility.
* Hint: The first character is restricted to `[0-7]` because the 48-bit
* timestamp cannot exceed 2^48-1, making the maximum valid ULID
* `7ZZZZZZZZZZZZZZZZZZZZZZZZZ` in Crockford's Base32 encoding.
*/
const ULID_REGEX = /^[0-7][\da-hjkmnp-tv-zA-HJKMNP-TV-Z]{25}$/u;
/**
* [UUID](https://en.wikipedia.org/wiki/Universally_unique_identifier) regex.
*/
const UUID_REGEX = /^[\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12}$/iu;

//#endregion
//#region src/actions/base64/base64.ts
/* @__NO_SIDE_EFFECTS__ */
function base64(message$1) {
	return {
		kind: "validation",
		type: "base64",
		reference: base64,
		async: false,
		expects: null,
		requirement: BASE64_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "Base64", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/bic/bic.ts
/* @__NO_SIDE_EFFECTS__ */
function bic(message$1) {
	return {
		kind: "validation",
		type: "bic",
		reference: bic,
		async: false,
		expects: null,
		requirement: BIC_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "BIC", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/brand/brand.ts
/**
* Creates a brand transformation action.
*
* @param name The brand name.
*
* @returns A brand action.
*/
/* @__NO_SIDE_EFFECTS__ */
function brand(name) {
	return {
		kind: "transformation",
		type: "brand",
		reference: brand,
		async: false,
		name,
		"~run"(dataset) {
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/bytes/bytes.ts
/* @__NO_SIDE_EFFECTS__ */
function bytes(requirement, message$1) {
	return {
		kind: "validation",
		type: "bytes",
		reference: bytes,
		async: false,
		expects: `${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const length$1 = /* @__PURE__ */ _getByteCount(dataset.value);
				if (length$1 !== this.requirement) _addIssue(this, "bytes", dataset, config$1, { received: `${length$1}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/check/check.ts
/* @__NO_SIDE_EFFECTS__ */
function check(requirement, message$1) {
	return {
		kind: "validation",
		type: "check",
		reference: check,
		async: false,
		expects: null,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "input", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/check/checkAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function checkAsync(requirement, message$1) {
	return {
		kind: "validation",
		type: "check",
		reference: checkAsync,
		async: true,
		expects: null,
		requirement,
		message: message$1,
		async "~run"(dataset, config$1) {
			if (dataset.typed && !await this.requirement(dataset.value)) _addIssue(this, "input", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/checkItems/checkItems.ts
/* @__NO_SIDE_EFFECTS__ */
function checkItems(requirement, message$1) {
	return {
		kind: "validation",
		type: "check_items",
		reference: checkItems,
		async: false,
		expects: null,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) for (let index = 0; index < dataset.value.length; index++) {
				const item = dataset.value[index];
				if (!this.requirement(item, index, dataset.value)) _addIssue(this, "item", dataset, config$1, {
					input: item,
					path: [{
						type: "array",
						origin: "value",
						input: dataset.value,
						key: index,
						value: item
					}]
				});
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/checkItems/checkItemsAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function checkItemsAsync(requirement, message$1) {
	return {
		kind: "validation",
		type: "check_items",
		reference: checkItemsAsync,
		async: true,
		expects: null,
		requirement,
		message: message$1,
		async "~run"(dataset, config$1) {
			if (dataset.typed) {
				const requirementResults = await Promise.all(dataset.value.map(this.requirement));
				for (let index = 0; index < dataset.value.length; index++) if (!requirementResults[index]) {
					const item = dataset.value[index];
					_addIssue(this, "item", dataset, config$1, {
						input: item,
						path: [{
							type: "array",
							origin: "value",
							input: dataset.value,
							key: index,
							value: item
						}]
					});
				}
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/codePoints/codePoints.ts
/* @__NO_SIDE_EFFECTS__ */
function codePoints(requirement, message$1) {
	return {
		kind: "validation",
		type: "code_points",
		reference: codePoints,
		async: false,
		expects: `${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getCodePointCount(dataset.value);
				if (count !== this.requirement) _addIssue(this, "code points", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/creditCard/creditCard.ts
/**
* Credit card regex.
*/
const CREDIT_CARD_REGEX = /^(?:\d{13,19}|\d{4}(?: \d{3,6}){2,4}|\d{4}(?:-\d{3,6}){2,4})$/u;
/**
* Sanitize regex.
*/
const SANITIZE_REGEX = /[- ]/gu;
/**
* Provider regex list.
*/
const PROVIDER_REGEX_LIST = (/* unused pure expression or super */ null && ([
	/^3[47]\d{13}$/u,
	/^3(?:0[0-5]|[68]\d)\d{11,13}$/u,
	/^6(?:011|5\d{2})\d{12,15}$/u,
	/^(?:2131|1800|35\d{3})\d{11}$/u,
	/^(?:5[1-5]\d{2}|222\d|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)\d{12}$/u,
	/^(?:6[27]\d{14,17}|81\d{14,17})$/u,
	/^4\d{12}(?:\d{3,6})?$/u
]));
/* @__NO_SIDE_EFFECTS__ */
function creditCard(message$1) {
	return {
		kind: "validation",
		type: "credit_card",
		reference: creditCard,
		async: false,
		expects: null,
		requirement(input) {
			let sanitized;
			return CREDIT_CARD_REGEX.test(input) && (sanitized = input.replace(SANITIZE_REGEX, "")) && PROVIDER_REGEX_LIST.some((regex$1) => regex$1.test(sanitized)) && /* @__PURE__ */ _isLuhnAlgo(sanitized);
		},
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "credit card", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/cuid2/cuid2.ts
/* @__NO_SIDE_EFFECTS__ */
function cuid2(message$1) {
	return {
		kind: "validation",
		type: "cuid2",
		reference: cuid2,
		async: false,
		expects: null,
		requirement: CUID2_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "Cuid2", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/decimal/decimal.ts
/* @__NO_SIDE_EFFECTS__ */
function decimal(message$1) {
	return {
		kind: "validation",
		type: "decimal",
		reference: decimal,
		async: false,
		expects: null,
		requirement: DECIMAL_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "decimal", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/description/description.ts
/**
* Creates a description metadata action.
*
* @param description_ The description text.
*
* @returns A description action.
*/
/* @__NO_SIDE_EFFECTS__ */
function description(description_) {
	return {
		kind: "metadata",
		type: "description",
		reference: description,
		description: description_
	};
}

//#endregion
//#region src/actions/digits/digits.ts
/* @__NO_SIDE_EFFECTS__ */
function digits(message$1) {
	return {
		kind: "validation",
		type: "digits",
		reference: digits,
		async: false,
		expects: null,
		requirement: DIGITS_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "digits", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/domain/domain.ts
/* @__NO_SIDE_EFFECTS__ */
function domain(message$1) {
	return {
		kind: "validation",
		type: "domain",
		reference: domain,
		expects: null,
		async: false,
		requirement: DOMAIN_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "domain", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/email/email.ts
/* @__NO_SIDE_EFFECTS__ */
function email(message$1) {
	return {
		kind: "validation",
		type: "email",
		reference: email,
		expects: null,
		async: false,
		requirement: EMAIL_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "email", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/emoji/emoji.ts
/* @__NO_SIDE_EFFECTS__ */
function emoji(message$1) {
	return {
		kind: "validation",
		type: "emoji",
		reference: emoji,
		async: false,
		expects: null,
		requirement: EMOJI_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "emoji", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/empty/empty.ts
/* @__NO_SIDE_EFFECTS__ */
function empty(message$1) {
	return {
		kind: "validation",
		type: "empty",
		reference: empty,
		async: false,
		expects: "0",
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.length > 0) _addIssue(this, "length", dataset, config$1, { received: `${dataset.value.length}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/endsWith/endsWith.ts
/* @__NO_SIDE_EFFECTS__ */
function endsWith(requirement, message$1) {
	return {
		kind: "validation",
		type: "ends_with",
		reference: endsWith,
		async: false,
		expects: `"${requirement}"`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !dataset.value.endsWith(this.requirement)) _addIssue(this, "end", dataset, config$1, { received: `"${dataset.value.slice(-this.requirement.length)}"` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/entries/entries.ts
/* @__NO_SIDE_EFFECTS__ */
function entries(requirement, message$1) {
	return {
		kind: "validation",
		type: "entries",
		reference: entries,
		async: false,
		expects: `${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (!dataset.typed) return dataset;
			const count = Object.keys(dataset.value).length;
			if (dataset.typed && count !== this.requirement) _addIssue(this, "entries", dataset, config$1, { received: `${count}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/everyItem/everyItem.ts
/* @__NO_SIDE_EFFECTS__ */
function everyItem(requirement, message$1) {
	return {
		kind: "validation",
		type: "every_item",
		reference: everyItem,
		async: false,
		expects: null,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !dataset.value.every(this.requirement)) _addIssue(this, "item", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/examples/examples.ts
/**
* Creates an examples metadata action.
*
* @param examples_ The examples.
*
* @returns An examples action.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function examples(examples_) {
	return {
		kind: "metadata",
		type: "examples",
		reference: examples,
		examples: examples_
	};
}

//#endregion
//#region src/actions/excludes/excludes.ts
/* @__NO_SIDE_EFFECTS__ */
function excludes(requirement, message$1) {
	const received = /* @__PURE__ */ _stringify(requirement);
	return {
		kind: "validation",
		type: "excludes",
		reference: excludes,
		async: false,
		expects: `!${received}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.includes(this.requirement)) _addIssue(this, "content", dataset, config$1, { received });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/filterItems/filterItems.ts
/* @__NO_SIDE_EFFECTS__ */
function filterItems(operation) {
	return {
		kind: "transformation",
		type: "filter_items",
		reference: filterItems,
		async: false,
		operation,
		"~run"(dataset) {
			dataset.value = dataset.value.filter(this.operation);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/findItem/findItem.ts
/* @__NO_SIDE_EFFECTS__ */
function findItem(operation) {
	return {
		kind: "transformation",
		type: "find_item",
		reference: findItem,
		async: false,
		operation,
		"~run"(dataset) {
			dataset.value = dataset.value.find(this.operation);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/finite/finite.ts
/* @__NO_SIDE_EFFECTS__ */
function finite(message$1) {
	return {
		kind: "validation",
		type: "finite",
		reference: finite,
		async: false,
		expects: null,
		requirement: Number.isFinite,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "finite", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/flavor/flavor.ts
/**
* Creates a flavor transformation action.
*
* @param name The flavor name.
*
* @returns A flavor action.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function flavor(name) {
	return {
		kind: "transformation",
		type: "flavor",
		reference: flavor,
		async: false,
		name,
		"~run"(dataset) {
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/graphemes/graphemes.ts
/* @__NO_SIDE_EFFECTS__ */
function graphemes(requirement, message$1) {
	return {
		kind: "validation",
		type: "graphemes",
		reference: graphemes,
		async: false,
		expects: `${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getGraphemeCount(dataset.value);
				if (count !== this.requirement) _addIssue(this, "graphemes", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/gtValue/gtValue.ts
/* @__NO_SIDE_EFFECTS__ */
function gtValue(requirement, message$1) {
	return {
		kind: "validation",
		type: "gt_value",
		reference: gtValue,
		async: false,
		expects: `>${requirement instanceof Date ? requirement.toJSON() : /* @__PURE__ */ _stringify(requirement)}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !(dataset.value > this.requirement)) _addIssue(this, "value", dataset, config$1, { received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value) });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/guard/guard.ts
/* @__NO_SIDE_EFFECTS__ */
function guard(requirement, message$1) {
	return {
		kind: "transformation",
		type: "guard",
		reference: guard,
		async: false,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement(dataset.value)) {
				_addIssue(this, "input", dataset, config$1);
				dataset.typed = false;
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/hash/hash.ts
/**
* Hash lengths object.
*/
const HASH_LENGTHS = (/* unused pure expression or super */ null && ({
	md4: 32,
	md5: 32,
	sha1: 40,
	sha256: 64,
	sha384: 96,
	sha512: 128,
	ripemd128: 32,
	ripemd160: 40,
	tiger128: 32,
	tiger160: 40,
	tiger192: 48,
	crc32: 8,
	crc32b: 8,
	adler32: 8
}));
/* @__NO_SIDE_EFFECTS__ */
function hash(types, message$1) {
	return {
		kind: "validation",
		type: "hash",
		reference: hash,
		expects: null,
		async: false,
		requirement: RegExp(types.map((type) => `^[a-fA-F0-9]{${HASH_LENGTHS[type]}}$`).join("|"), "u"),
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "hash", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/hexadecimal/hexadecimal.ts
/* @__NO_SIDE_EFFECTS__ */
function hexadecimal(message$1) {
	return {
		kind: "validation",
		type: "hexadecimal",
		reference: hexadecimal,
		async: false,
		expects: null,
		requirement: HEXADECIMAL_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "hexadecimal", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/hexColor/hexColor.ts
/* @__NO_SIDE_EFFECTS__ */
function hexColor(message$1) {
	return {
		kind: "validation",
		type: "hex_color",
		reference: hexColor,
		async: false,
		expects: null,
		requirement: HEX_COLOR_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "hex color", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/imei/imei.ts
/* @__NO_SIDE_EFFECTS__ */
function imei(message$1) {
	return {
		kind: "validation",
		type: "imei",
		reference: imei,
		async: false,
		expects: null,
		requirement(input) {
			return IMEI_REGEX.test(input) && /* @__PURE__ */ _isLuhnAlgo(input);
		},
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "IMEI", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/includes/includes.ts
/* @__NO_SIDE_EFFECTS__ */
function includes(requirement, message$1) {
	const expects = /* @__PURE__ */ _stringify(requirement);
	return {
		kind: "validation",
		type: "includes",
		reference: includes,
		async: false,
		expects,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !dataset.value.includes(this.requirement)) _addIssue(this, "content", dataset, config$1, { received: `!${expects}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/integer/integer.ts
/* @__NO_SIDE_EFFECTS__ */
function integer(message$1) {
	return {
		kind: "validation",
		type: "integer",
		reference: integer,
		async: false,
		expects: null,
		requirement: Number.isInteger,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "integer", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/ip/ip.ts
/* @__NO_SIDE_EFFECTS__ */
function ip(message$1) {
	return {
		kind: "validation",
		type: "ip",
		reference: ip,
		async: false,
		expects: null,
		requirement: IP_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "IP", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/ipv4/ipv4.ts
/* @__NO_SIDE_EFFECTS__ */
function ipv4(message$1) {
	return {
		kind: "validation",
		type: "ipv4",
		reference: ipv4,
		async: false,
		expects: null,
		requirement: IPV4_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "IPv4", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/ipv6/ipv6.ts
/* @__NO_SIDE_EFFECTS__ */
function ipv6(message$1) {
	return {
		kind: "validation",
		type: "ipv6",
		reference: ipv6,
		async: false,
		expects: null,
		requirement: IPV6_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "IPv6", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/isbn/utils/_isIsbn10.ts
/**
* [Validates an ISBN-10](https://en.wikipedia.org/wiki/ISBN#ISBN-10_check_digits).
*
* @param input The input value.
*
* @returns `true` if the input is a valid ISBN-10, `false` otherwise.
*
* @internal
*/
function _isIsbn10(input) {
	const digits$1 = input.split("").map((c) => c === "X" ? 10 : parseInt(c));
	let sum = 0;
	for (let i = 0; i < 10; i++) sum += digits$1[i] * (10 - i);
	return sum % 11 === 0;
}

//#endregion
//#region src/actions/isbn/utils/_isIsbn13.ts
/**
* [Validates an ISBN-13](https://en.wikipedia.org/wiki/ISBN#ISBN-13_check_digit_calculation).
*
* @param input The input value.
*
* @returns `true` if the input is a valid ISBN-13, `false` otherwise.
*
* @internal
*/
function _isIsbn13(input) {
	const digits$1 = input.split("").map((c) => parseInt(c));
	let sum = 0;
	for (let i = 0; i < 13; i++) sum += digits$1[i] * (i % 2 === 0 ? 1 : 3);
	return sum % 10 === 0;
}

//#endregion
//#region src/actions/isbn/isbn.ts
/**
* ISBN separator regex.
*/
const ISBN_SEPARATOR_REGEX = /[- ]/gu;
/**
* ISBN-10 detection regex.
*/
const ISBN_10_DETECTION_REGEX = /^\d{9}[\dX]$/u;
/**
* ISBN-13 detection regex.
*/
const ISBN_13_DETECTION_REGEX = /^\d{13}$/u;
/* @__NO_SIDE_EFFECTS__ */
function isbn(message$1) {
	return {
		kind: "validation",
		type: "isbn",
		reference: isbn,
		async: false,
		expects: null,
		requirement(input) {
			const replacedInput = input.replace(ISBN_SEPARATOR_REGEX, "");
			if (ISBN_10_DETECTION_REGEX.test(replacedInput)) return _isIsbn10(replacedInput);
			else if (ISBN_13_DETECTION_REGEX.test(replacedInput)) return _isIsbn13(replacedInput);
			return false;
		},
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "ISBN", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/isrc/isrc.ts
/* @__NO_SIDE_EFFECTS__ */
function isrc(message$1) {
	return {
		kind: "validation",
		type: "isrc",
		reference: isrc,
		async: false,
		expects: null,
		requirement: ISRC_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "ISRC", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/isoDate/isoDate.ts
/* @__NO_SIDE_EFFECTS__ */
function isoDate(message$1) {
	return {
		kind: "validation",
		type: "iso_date",
		reference: isoDate,
		async: false,
		expects: null,
		requirement: ISO_DATE_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "date", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/isoDateTime/isoDateTime.ts
/* @__NO_SIDE_EFFECTS__ */
function isoDateTime(message$1) {
	return {
		kind: "validation",
		type: "iso_date_time",
		reference: isoDateTime,
		async: false,
		expects: null,
		requirement: ISO_DATE_TIME_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "date-time", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/isoDateTimeSecond/isoDateTimeSecond.ts
/* @__NO_SIDE_EFFECTS__ */
function isoDateTimeSecond(message$1) {
	return {
		kind: "validation",
		type: "iso_date_time_second",
		reference: isoDateTimeSecond,
		async: false,
		expects: null,
		requirement: ISO_DATE_TIME_SECOND_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "date-time-second", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/isoTime/isoTime.ts
/* @__NO_SIDE_EFFECTS__ */
function isoTime(message$1) {
	return {
		kind: "validation",
		type: "iso_time",
		reference: isoTime,
		async: false,
		expects: null,
		requirement: ISO_TIME_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "time", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/isoTimeSecond/isoTimeSecond.ts
/* @__NO_SIDE_EFFECTS__ */
function isoTimeSecond(message$1) {
	return {
		kind: "validation",
		type: "iso_time_second",
		reference: isoTimeSecond,
		async: false,
		expects: null,
		requirement: ISO_TIME_SECOND_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "time-second", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/isoTimestamp/isoTimestamp.ts
/* @__NO_SIDE_EFFECTS__ */
function isoTimestamp(message$1) {
	return {
		kind: "validation",
		type: "iso_timestamp",
		reference: isoTimestamp,
		async: false,
		expects: null,
		requirement: ISO_TIMESTAMP_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "timestamp", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/isoWeek/isoWeek.ts
/* @__NO_SIDE_EFFECTS__ */
function isoWeek(message$1) {
	return {
		kind: "validation",
		type: "iso_week",
		reference: isoWeek,
		async: false,
		expects: null,
		requirement: ISO_WEEK_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "week", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/jwsCompact/jwsCompact.ts
/* @__NO_SIDE_EFFECTS__ */
function jwsCompact(message$1) {
	return {
		kind: "validation",
		type: "jws_compact",
		reference: jwsCompact,
		async: false,
		expects: null,
		requirement: JWS_COMPACT_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "JWS compact", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/ksuid/ksuid.ts
/* @__NO_SIDE_EFFECTS__ */
function ksuid(message$1) {
	return {
		kind: "validation",
		type: "ksuid",
		reference: ksuid,
		async: false,
		expects: null,
		requirement: KSUID_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "KSUID", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/length/length.ts
/* @__NO_SIDE_EFFECTS__ */
function dist_length(requirement, message$1) {
	return {
		kind: "validation",
		type: "length",
		reference: dist_length,
		async: false,
		expects: `${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.length !== this.requirement) _addIssue(this, "length", dataset, config$1, { received: `${dataset.value.length}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/ltValue/ltValue.ts
/* @__NO_SIDE_EFFECTS__ */
function ltValue(requirement, message$1) {
	return {
		kind: "validation",
		type: "lt_value",
		reference: ltValue,
		async: false,
		expects: `<${requirement instanceof Date ? requirement.toJSON() : /* @__PURE__ */ _stringify(requirement)}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !(dataset.value < this.requirement)) _addIssue(this, "value", dataset, config$1, { received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value) });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/mac/mac.ts
/* @__NO_SIDE_EFFECTS__ */
function mac(message$1) {
	return {
		kind: "validation",
		type: "mac",
		reference: mac,
		async: false,
		expects: null,
		requirement: MAC_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "MAC", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/mac48/mac48.ts
/* @__NO_SIDE_EFFECTS__ */
function mac48(message$1) {
	return {
		kind: "validation",
		type: "mac48",
		reference: mac48,
		async: false,
		expects: null,
		requirement: MAC48_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "48-bit MAC", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/mac64/mac64.ts
/* @__NO_SIDE_EFFECTS__ */
function mac64(message$1) {
	return {
		kind: "validation",
		type: "mac64",
		reference: mac64,
		async: false,
		expects: null,
		requirement: MAC64_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "64-bit MAC", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/mapItems/mapItems.ts
/* @__NO_SIDE_EFFECTS__ */
function mapItems(operation) {
	return {
		kind: "transformation",
		type: "map_items",
		reference: mapItems,
		async: false,
		operation,
		"~run"(dataset) {
			dataset.value = dataset.value.map(this.operation);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/maxBytes/maxBytes.ts
/* @__NO_SIDE_EFFECTS__ */
function maxBytes(requirement, message$1) {
	return {
		kind: "validation",
		type: "max_bytes",
		reference: maxBytes,
		async: false,
		expects: `<=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const length$1 = /* @__PURE__ */ _getByteCount(dataset.value);
				if (length$1 > this.requirement) _addIssue(this, "bytes", dataset, config$1, { received: `${length$1}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/maxCodePoints/maxCodePoints.ts
/* @__NO_SIDE_EFFECTS__ */
function maxCodePoints(requirement, message$1) {
	return {
		kind: "validation",
		type: "max_code_points",
		reference: maxCodePoints,
		async: false,
		expects: `<=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getCodePointCount(dataset.value);
				if (count > this.requirement) _addIssue(this, "code points", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/maxEntries/maxEntries.ts
/* @__NO_SIDE_EFFECTS__ */
function maxEntries(requirement, message$1) {
	return {
		kind: "validation",
		type: "max_entries",
		reference: maxEntries,
		async: false,
		expects: `<=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (!dataset.typed) return dataset;
			const count = Object.keys(dataset.value).length;
			if (dataset.typed && count > this.requirement) _addIssue(this, "entries", dataset, config$1, { received: `${count}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/maxGraphemes/maxGraphemes.ts
/* @__NO_SIDE_EFFECTS__ */
function maxGraphemes(requirement, message$1) {
	return {
		kind: "validation",
		type: "max_graphemes",
		reference: maxGraphemes,
		async: false,
		expects: `<=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getGraphemeCount(dataset.value);
				if (count > this.requirement) _addIssue(this, "graphemes", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/maxLength/maxLength.ts
/* @__NO_SIDE_EFFECTS__ */
function maxLength(requirement, message$1) {
	return {
		kind: "validation",
		type: "max_length",
		reference: maxLength,
		async: false,
		expects: `<=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.length > this.requirement) _addIssue(this, "length", dataset, config$1, { received: `${dataset.value.length}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/maxSize/maxSize.ts
/* @__NO_SIDE_EFFECTS__ */
function maxSize(requirement, message$1) {
	return {
		kind: "validation",
		type: "max_size",
		reference: maxSize,
		async: false,
		expects: `<=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.size > this.requirement) _addIssue(this, "size", dataset, config$1, { received: `${dataset.value.size}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/maxValue/maxValue.ts
/* @__NO_SIDE_EFFECTS__ */
function maxValue(requirement, message$1) {
	return {
		kind: "validation",
		type: "max_value",
		reference: maxValue,
		async: false,
		expects: `<=${requirement instanceof Date ? requirement.toJSON() : /* @__PURE__ */ _stringify(requirement)}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !(dataset.value <= this.requirement)) _addIssue(this, "value", dataset, config$1, { received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value) });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/maxWords/maxWords.ts
/* @__NO_SIDE_EFFECTS__ */
function maxWords(locales, requirement, message$1) {
	return {
		kind: "validation",
		type: "max_words",
		reference: maxWords,
		async: false,
		expects: `<=${requirement}`,
		locales,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getWordCount(this.locales, dataset.value);
				if (count > this.requirement) _addIssue(this, "words", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/metadata/metadata.ts
/**
* Creates a custom metadata action.
*
* @param metadata_ The metadata object.
*
* @returns A metadata action.
*/
/* @__NO_SIDE_EFFECTS__ */
function metadata(metadata_) {
	return {
		kind: "metadata",
		type: "metadata",
		reference: metadata,
		metadata: metadata_
	};
}

//#endregion
//#region src/actions/mimeType/mimeType.ts
/* @__NO_SIDE_EFFECTS__ */
function mimeType(requirement, message$1) {
	return {
		kind: "validation",
		type: "mime_type",
		reference: mimeType,
		async: false,
		expects: /* @__PURE__ */ _joinExpects(requirement.map((option) => `"${option}"`), "|"),
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.includes(dataset.value.type)) _addIssue(this, "MIME type", dataset, config$1, { received: `"${dataset.value.type}"` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/minBytes/minBytes.ts
/* @__NO_SIDE_EFFECTS__ */
function minBytes(requirement, message$1) {
	return {
		kind: "validation",
		type: "min_bytes",
		reference: minBytes,
		async: false,
		expects: `>=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const length$1 = /* @__PURE__ */ _getByteCount(dataset.value);
				if (length$1 < this.requirement) _addIssue(this, "bytes", dataset, config$1, { received: `${length$1}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/minCodePoints/minCodePoints.ts
/* @__NO_SIDE_EFFECTS__ */
function minCodePoints(requirement, message$1) {
	return {
		kind: "validation",
		type: "min_code_points",
		reference: minCodePoints,
		async: false,
		expects: `>=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getCodePointCount(dataset.value);
				if (count < this.requirement) _addIssue(this, "code points", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/minEntries/minEntries.ts
/* @__NO_SIDE_EFFECTS__ */
function minEntries(requirement, message$1) {
	return {
		kind: "validation",
		type: "min_entries",
		reference: minEntries,
		async: false,
		expects: `>=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (!dataset.typed) return dataset;
			const count = Object.keys(dataset.value).length;
			if (dataset.typed && count < this.requirement) _addIssue(this, "entries", dataset, config$1, { received: `${count}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/minGraphemes/minGraphemes.ts
/* @__NO_SIDE_EFFECTS__ */
function minGraphemes(requirement, message$1) {
	return {
		kind: "validation",
		type: "min_graphemes",
		reference: minGraphemes,
		async: false,
		expects: `>=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getGraphemeCount(dataset.value);
				if (count < this.requirement) _addIssue(this, "graphemes", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/minLength/minLength.ts
/* @__NO_SIDE_EFFECTS__ */
function minLength(requirement, message$1) {
	return {
		kind: "validation",
		type: "min_length",
		reference: minLength,
		async: false,
		expects: `>=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.length < this.requirement) _addIssue(this, "length", dataset, config$1, { received: `${dataset.value.length}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/minSize/minSize.ts
/* @__NO_SIDE_EFFECTS__ */
function minSize(requirement, message$1) {
	return {
		kind: "validation",
		type: "min_size",
		reference: minSize,
		async: false,
		expects: `>=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.size < this.requirement) _addIssue(this, "size", dataset, config$1, { received: `${dataset.value.size}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/minValue/minValue.ts
/* @__NO_SIDE_EFFECTS__ */
function minValue(requirement, message$1) {
	return {
		kind: "validation",
		type: "min_value",
		reference: minValue,
		async: false,
		expects: `>=${requirement instanceof Date ? requirement.toJSON() : /* @__PURE__ */ _stringify(requirement)}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !(dataset.value >= this.requirement)) _addIssue(this, "value", dataset, config$1, { received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value) });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/minWords/minWords.ts
/* @__NO_SIDE_EFFECTS__ */
function minWords(locales, requirement, message$1) {
	return {
		kind: "validation",
		type: "min_words",
		reference: minWords,
		async: false,
		expects: `>=${requirement}`,
		locales,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getWordCount(this.locales, dataset.value);
				if (count < this.requirement) _addIssue(this, "words", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/multipleOf/multipleOf.ts
/* @__NO_SIDE_EFFECTS__ */
function multipleOf(requirement, message$1) {
	return {
		kind: "validation",
		type: "multiple_of",
		reference: multipleOf,
		async: false,
		expects: `%${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value % this.requirement != 0) _addIssue(this, "multiple", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/nanoid/nanoid.ts
/* @__NO_SIDE_EFFECTS__ */
function nanoid(message$1) {
	return {
		kind: "validation",
		type: "nanoid",
		reference: nanoid,
		async: false,
		expects: null,
		requirement: NANO_ID_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "Nano ID", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/nonEmpty/nonEmpty.ts
/* @__NO_SIDE_EFFECTS__ */
function nonEmpty(message$1) {
	return {
		kind: "validation",
		type: "non_empty",
		reference: nonEmpty,
		async: false,
		expects: "!0",
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.length === 0) _addIssue(this, "length", dataset, config$1, { received: "0" });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/normalize/normalize.ts
/* @__NO_SIDE_EFFECTS__ */
function normalize(form) {
	return {
		kind: "transformation",
		type: "normalize",
		reference: normalize,
		async: false,
		form,
		"~run"(dataset) {
			dataset.value = dataset.value.normalize(this.form);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/notBytes/notBytes.ts
/* @__NO_SIDE_EFFECTS__ */
function notBytes(requirement, message$1) {
	return {
		kind: "validation",
		type: "not_bytes",
		reference: notBytes,
		async: false,
		expects: `!${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const length$1 = /* @__PURE__ */ _getByteCount(dataset.value);
				if (length$1 === this.requirement) _addIssue(this, "bytes", dataset, config$1, { received: `${length$1}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/notCodePoints/notCodePoints.ts
/* @__NO_SIDE_EFFECTS__ */
function notCodePoints(requirement, message$1) {
	return {
		kind: "validation",
		type: "not_code_points",
		reference: notCodePoints,
		async: false,
		expects: `!${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getCodePointCount(dataset.value);
				if (count === this.requirement) _addIssue(this, "code points", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/notEntries/notEntries.ts
/* @__NO_SIDE_EFFECTS__ */
function notEntries(requirement, message$1) {
	return {
		kind: "validation",
		type: "not_entries",
		reference: notEntries,
		async: false,
		expects: `!${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (!dataset.typed) return dataset;
			const count = Object.keys(dataset.value).length;
			if (dataset.typed && count === this.requirement) _addIssue(this, "entries", dataset, config$1, { received: `${count}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/notGraphemes/notGraphemes.ts
/* @__NO_SIDE_EFFECTS__ */
function notGraphemes(requirement, message$1) {
	return {
		kind: "validation",
		type: "not_graphemes",
		reference: notGraphemes,
		async: false,
		expects: `!${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getGraphemeCount(dataset.value);
				if (count === this.requirement) _addIssue(this, "graphemes", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/notLength/notLength.ts
/* @__NO_SIDE_EFFECTS__ */
function notLength(requirement, message$1) {
	return {
		kind: "validation",
		type: "not_length",
		reference: notLength,
		async: false,
		expects: `!${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.length === this.requirement) _addIssue(this, "length", dataset, config$1, { received: `${dataset.value.length}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/notSize/notSize.ts
/* @__NO_SIDE_EFFECTS__ */
function notSize(requirement, message$1) {
	return {
		kind: "validation",
		type: "not_size",
		reference: notSize,
		async: false,
		expects: `!${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.size === this.requirement) _addIssue(this, "size", dataset, config$1, { received: `${dataset.value.size}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/notValue/notValue.ts
/* @__NO_SIDE_EFFECTS__ */
function notValue(requirement, message$1) {
	return {
		kind: "validation",
		type: "not_value",
		reference: notValue,
		async: false,
		expects: requirement instanceof Date ? `!${requirement.toJSON()}` : `!${/* @__PURE__ */ _stringify(requirement)}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && /* @__PURE__ */ _isValueMatch(this.requirement, dataset.value)) _addIssue(this, "value", dataset, config$1, { received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value) });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/notValues/notValues.ts
/* @__NO_SIDE_EFFECTS__ */
function notValues(requirement, message$1) {
	return {
		kind: "validation",
		type: "not_values",
		reference: notValues,
		async: false,
		expects: `!${/* @__PURE__ */ _joinExpects(requirement.map((value$1) => value$1 instanceof Date ? value$1.toJSON() : /* @__PURE__ */ _stringify(value$1)), "|")}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && this.requirement.some((requirement$1) => /* @__PURE__ */ _isValueMatch(requirement$1, dataset.value))) _addIssue(this, "value", dataset, config$1, { received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value) });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/notWords/notWords.ts
/* @__NO_SIDE_EFFECTS__ */
function notWords(locales, requirement, message$1) {
	return {
		kind: "validation",
		type: "not_words",
		reference: notWords,
		async: false,
		expects: `!${requirement}`,
		locales,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getWordCount(this.locales, dataset.value);
				if (count === this.requirement) _addIssue(this, "words", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/octal/octal.ts
/* @__NO_SIDE_EFFECTS__ */
function octal(message$1) {
	return {
		kind: "validation",
		type: "octal",
		reference: octal,
		async: false,
		expects: null,
		requirement: OCTAL_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "octal", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/parseBoolean/parseBoolean.ts
const TRUTHY = (/* unused pure expression or super */ null && ([
	true,
	1,
	"true",
	"1",
	"yes",
	"y",
	"on",
	"enabled"
]));
const FALSY = (/* unused pure expression or super */ null && ([
	false,
	0,
	"false",
	"0",
	"no",
	"n",
	"off",
	"disabled"
]));
/* @__NO_SIDE_EFFECTS__ */
function parseBoolean(config$1, message$1) {
	const normalize$1 = (v) => typeof v === "string" ? v.toLowerCase() : v;
	const truthyRaw = config$1?.truthy ?? TRUTHY;
	const falsyRaw = config$1?.falsy ?? FALSY;
	const truthy = config$1?.truthy ? config$1.truthy.map(normalize$1) : TRUTHY;
	const falsy = config$1?.falsy ? config$1.falsy.map(normalize$1) : FALSY;
	return {
		kind: "transformation",
		type: "parse_boolean",
		reference: parseBoolean,
		expects: /* @__PURE__ */ _joinExpects([...truthyRaw, ...falsyRaw].map(_stringify), "|"),
		config: config$1,
		message: message$1,
		async: false,
		"~run"(dataset, config$2) {
			const input = normalize$1(dataset.value);
			if (truthy.includes(input)) dataset.value = true;
			else if (falsy.includes(input)) dataset.value = false;
			else {
				_addIssue(this, "boolean", dataset, config$2);
				dataset.typed = false;
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/parseJson/parseJson.ts
/* @__NO_SIDE_EFFECTS__ */
function parseJson(config$1, message$1) {
	return {
		kind: "transformation",
		type: "parse_json",
		reference: parseJson,
		config: config$1,
		message: message$1,
		async: false,
		"~run"(dataset, config$2) {
			try {
				dataset.value = JSON.parse(dataset.value, this.config?.reviver);
			} catch (error) {
				if (error instanceof Error) {
					_addIssue(this, "JSON", dataset, config$2, { received: `"${error.message}"` });
					dataset.typed = false;
				} else throw error;
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/partialCheck/utils/_isPartiallyTyped/_isPartiallyTyped.ts
/**
* Checks if a dataset is partially typed.
*
* @param dataset The dataset to check.
* @param paths The paths to check.
*
* @returns Whether it is partially typed.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _isPartiallyTyped(dataset, paths) {
	if (dataset.issues) for (const path of paths) for (const issue of dataset.issues) {
		let typed = false;
		const bound = Math.min(path.length, issue.path?.length ?? 0);
		for (let index = 0; index < bound; index++) if (path[index] !== issue.path[index].key && (path[index] !== "$" || issue.path[index].type !== "array")) {
			typed = true;
			break;
		}
		if (!typed) return false;
	}
	return true;
}

//#endregion
//#region src/actions/partialCheck/partialCheck.ts
/* @__NO_SIDE_EFFECTS__ */
function partialCheck(paths, requirement, message$1) {
	return {
		kind: "validation",
		type: "partial_check",
		reference: partialCheck,
		async: false,
		expects: null,
		paths,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if ((dataset.typed || /* @__PURE__ */ _isPartiallyTyped(dataset, paths)) && !this.requirement(dataset.value)) _addIssue(this, "input", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/partialCheck/partialCheckAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function partialCheckAsync(paths, requirement, message$1) {
	return {
		kind: "validation",
		type: "partial_check",
		reference: partialCheckAsync,
		async: true,
		expects: null,
		paths,
		requirement,
		message: message$1,
		async "~run"(dataset, config$1) {
			if ((dataset.typed || /* @__PURE__ */ _isPartiallyTyped(dataset, paths)) && !await this.requirement(dataset.value)) _addIssue(this, "input", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/rawCheck/rawCheck.ts
/**
* Creates a raw check validation action.
*
* @param action The validation action.
*
* @returns A raw check action.
*/
/* @__NO_SIDE_EFFECTS__ */
function rawCheck(action) {
	return {
		kind: "validation",
		type: "raw_check",
		reference: rawCheck,
		async: false,
		expects: null,
		"~run"(dataset, config$1) {
			action({
				dataset,
				config: config$1,
				addIssue: (info) => _addIssue(this, info?.label ?? "input", dataset, config$1, info)
			});
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/rawCheck/rawCheckAsync.ts
/**
* Creates a raw check validation action.
*
* @param action The validation action.
*
* @returns A raw check action.
*/
/* @__NO_SIDE_EFFECTS__ */
function rawCheckAsync(action) {
	return {
		kind: "validation",
		type: "raw_check",
		reference: rawCheckAsync,
		async: true,
		expects: null,
		async "~run"(dataset, config$1) {
			await action({
				dataset,
				config: config$1,
				addIssue: (info) => _addIssue(this, info?.label ?? "input", dataset, config$1, info)
			});
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/rawTransform/rawTransform.ts
/**
* Creates a raw transformation action.
*
* @param action The transformation action.
*
* @returns A raw transform action.
*/
/* @__NO_SIDE_EFFECTS__ */
function rawTransform(action) {
	return {
		kind: "transformation",
		type: "raw_transform",
		reference: rawTransform,
		async: false,
		"~run"(dataset, config$1) {
			const output = action({
				dataset,
				config: config$1,
				addIssue: (info) => _addIssue(this, info?.label ?? "input", dataset, config$1, info),
				NEVER: null
			});
			if (dataset.issues) dataset.typed = false;
			else dataset.value = output;
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/rawTransform/rawTransformAsync.ts
/**
* Creates a raw transformation action.
*
* @param action The transformation action.
*
* @returns A raw transform action.
*/
/* @__NO_SIDE_EFFECTS__ */
function rawTransformAsync(action) {
	return {
		kind: "transformation",
		type: "raw_transform",
		reference: rawTransformAsync,
		async: true,
		async "~run"(dataset, config$1) {
			const output = await action({
				dataset,
				config: config$1,
				addIssue: (info) => _addIssue(this, info?.label ?? "input", dataset, config$1, info),
				NEVER: null
			});
			if (dataset.issues) dataset.typed = false;
			else dataset.value = output;
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/readonly/readonly.ts
/* @__NO_SIDE_EFFECTS__ */
function readonly() {
	return {
		kind: "transformation",
		type: "readonly",
		reference: readonly,
		async: false,
		"~run"(dataset) {
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/reduceItems/reduceItems.ts
/* @__NO_SIDE_EFFECTS__ */
function reduceItems(operation, initial) {
	return {
		kind: "transformation",
		type: "reduce_items",
		reference: reduceItems,
		async: false,
		operation,
		initial,
		"~run"(dataset) {
			dataset.value = dataset.value.reduce(this.operation, this.initial);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/regex/regex.ts
/* @__NO_SIDE_EFFECTS__ */
function regex(requirement, message$1) {
	return {
		kind: "validation",
		type: "regex",
		reference: regex,
		async: false,
		expects: `${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "format", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/returns/returns.ts
/* @__NO_SIDE_EFFECTS__ */
function returns(schema) {
	return {
		kind: "transformation",
		type: "returns",
		reference: returns,
		async: false,
		schema,
		"~run"(dataset, config$1) {
			const func = dataset.value;
			dataset.value = (...args_) => {
				const returnsDataset = this.schema["~run"]({ value: func(...args_) }, config$1);
				if (returnsDataset.issues) throw new ValiError(returnsDataset.issues);
				return returnsDataset.value;
			};
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/returns/returnsAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function returnsAsync(schema) {
	return {
		kind: "transformation",
		type: "returns",
		reference: returnsAsync,
		async: false,
		schema,
		"~run"(dataset, config$1) {
			const func = dataset.value;
			dataset.value = async (...args_) => {
				const returnsDataset = await this.schema["~run"]({ value: await func(...args_) }, config$1);
				if (returnsDataset.issues) throw new ValiError(returnsDataset.issues);
				return returnsDataset.value;
			};
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/rfcEmail/rfcEmail.ts
/* @__NO_SIDE_EFFECTS__ */
function rfcEmail(message$1) {
	return {
		kind: "validation",
		type: "rfc_email",
		reference: rfcEmail,
		expects: null,
		async: false,
		requirement: RFC_EMAIL_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "email", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/safeInteger/safeInteger.ts
/* @__NO_SIDE_EFFECTS__ */
function safeInteger(message$1) {
	return {
		kind: "validation",
		type: "safe_integer",
		reference: safeInteger,
		async: false,
		expects: null,
		requirement: Number.isSafeInteger,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "safe integer", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/size/size.ts
/* @__NO_SIDE_EFFECTS__ */
function size(requirement, message$1) {
	return {
		kind: "validation",
		type: "size",
		reference: size,
		async: false,
		expects: `${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.size !== this.requirement) _addIssue(this, "size", dataset, config$1, { received: `${dataset.value.size}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/slug/slug.ts
/* @__NO_SIDE_EFFECTS__ */
function dist_slug(message$1) {
	return {
		kind: "validation",
		type: "slug",
		reference: dist_slug,
		async: false,
		expects: null,
		requirement: SLUG_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "slug", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/someItem/someItem.ts
/* @__NO_SIDE_EFFECTS__ */
function someItem(requirement, message$1) {
	return {
		kind: "validation",
		type: "some_item",
		reference: someItem,
		async: false,
		expects: null,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !dataset.value.some(this.requirement)) _addIssue(this, "item", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/sortItems/sortItems.ts
/* @__NO_SIDE_EFFECTS__ */
function sortItems(operation) {
	return {
		kind: "transformation",
		type: "sort_items",
		reference: sortItems,
		async: false,
		operation,
		"~run"(dataset) {
			dataset.value = dataset.value.sort(this.operation);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/startsWith/startsWith.ts
/* @__NO_SIDE_EFFECTS__ */
function startsWith(requirement, message$1) {
	return {
		kind: "validation",
		type: "starts_with",
		reference: startsWith,
		async: false,
		expects: `"${requirement}"`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !dataset.value.startsWith(this.requirement)) _addIssue(this, "start", dataset, config$1, { received: `"${dataset.value.slice(0, this.requirement.length)}"` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/stringifyJson/stringifyJson.ts
/* @__NO_SIDE_EFFECTS__ */
function stringifyJson(config$1, message$1) {
	return {
		kind: "transformation",
		type: "stringify_json",
		reference: stringifyJson,
		message: message$1,
		config: config$1,
		async: false,
		"~run"(dataset, config$2) {
			try {
				const output = JSON.stringify(dataset.value, this.config?.replacer, this.config?.space);
				if (output === void 0) {
					_addIssue(this, "JSON", dataset, config$2);
					dataset.typed = false;
				} else dataset.value = output;
			} catch (error) {
				if (error instanceof Error) {
					_addIssue(this, "JSON", dataset, config$2, { received: `"${error.message}"` });
					dataset.typed = false;
				} else throw error;
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/title/title.ts
/**
* Creates a title metadata action.
*
* @param title_ The title text.
*
* @returns A title action.
*/
/* @__NO_SIDE_EFFECTS__ */
function title(title_) {
	return {
		kind: "metadata",
		type: "title",
		reference: title,
		title: title_
	};
}

//#endregion
//#region src/actions/toBigint/toBigint.ts
/* @__NO_SIDE_EFFECTS__ */
function toBigint(message$1) {
	return {
		kind: "transformation",
		type: "to_bigint",
		reference: toBigint,
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			try {
				dataset.value = BigInt(dataset.value);
			} catch {
				_addIssue(this, "bigint", dataset, config$1);
				dataset.typed = false;
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toBoolean/toBoolean.ts
/**
* Creates a to boolean transformation action.
*
* @returns A to boolean action.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function toBoolean() {
	return {
		kind: "transformation",
		type: "to_boolean",
		reference: toBoolean,
		async: false,
		"~run"(dataset) {
			dataset.value = Boolean(dataset.value);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toCamelCase/toCamelCase.ts
/**
* Creates a to camel case transformation action.
*
* Words are separated by `_`, `-` and ASCII whitespace, as well as by case
* and acronym boundaries.
*
* Hint: Acronym runs are normalized to lowercase (e.g. `parseURLValue` →
* `parseUrlValue`) and digits stay attached to the preceding token (e.g.
* `item2Name` → `item2Name`).
*
* @returns A to camel case action.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function toCamelCase() {
	return {
		kind: "transformation",
		type: "to_camel_case",
		reference: toCamelCase,
		async: false,
		"~run"(dataset) {
			dataset.value = /* @__PURE__ */ _formatCase(dataset.value, "", false, true);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toDate/toDate.ts
/* @__NO_SIDE_EFFECTS__ */
function toDate(message$1) {
	return {
		kind: "transformation",
		type: "to_date",
		reference: toDate,
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			try {
				dataset.value = new Date(dataset.value);
				if (isNaN(dataset.value)) {
					_addIssue(this, "date", dataset, config$1, { received: "\"Invalid Date\"" });
					dataset.typed = false;
				}
			} catch {
				_addIssue(this, "date", dataset, config$1);
				dataset.typed = false;
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toKebabCase/toKebabCase.ts
/**
* Creates a to kebab case transformation action.
*
* Words are separated by `_`, `-` and ASCII whitespace, as well as by case
* and acronym boundaries.
*
* Hint: Acronym runs are normalized to lowercase (e.g. `parseURLValue` →
* `parse-url-value`) and digits stay attached to the preceding token (e.g.
* `item2Name` → `item2-name`).
*
* @returns A to kebab case action.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function toKebabCase() {
	return {
		kind: "transformation",
		type: "to_kebab_case",
		reference: toKebabCase,
		async: false,
		"~run"(dataset) {
			dataset.value = /* @__PURE__ */ _formatCase(dataset.value, "-", false, false);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toLowerCase/toLowerCase.ts
/**
* Creates a to lower case transformation action.
*
* @returns A to lower case action.
*/
/* @__NO_SIDE_EFFECTS__ */
function toLowerCase() {
	return {
		kind: "transformation",
		type: "to_lower_case",
		reference: toLowerCase,
		async: false,
		"~run"(dataset) {
			dataset.value = dataset.value.toLowerCase();
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toMaxValue/toMaxValue.ts
/**
* Creates a to max value transformation action.
*
* @param requirement The maximum value.
*
* @returns A to max value action.
*/
/* @__NO_SIDE_EFFECTS__ */
function toMaxValue(requirement) {
	return {
		kind: "transformation",
		type: "to_max_value",
		reference: toMaxValue,
		async: false,
		requirement,
		"~run"(dataset) {
			dataset.value = dataset.value > this.requirement ? this.requirement : dataset.value;
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toMinValue/toMinValue.ts
/**
* Creates a to min value transformation action.
*
* @param requirement The minimum value.
*
* @returns A to min value action.
*/
/* @__NO_SIDE_EFFECTS__ */
function toMinValue(requirement) {
	return {
		kind: "transformation",
		type: "to_min_value",
		reference: toMinValue,
		async: false,
		requirement,
		"~run"(dataset) {
			dataset.value = dataset.value < this.requirement ? this.requirement : dataset.value;
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toNumber/toNumber.ts
/* @__NO_SIDE_EFFECTS__ */
function toNumber(message$1) {
	return {
		kind: "transformation",
		type: "to_number",
		reference: toNumber,
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			try {
				dataset.value = Number(dataset.value);
				if (isNaN(dataset.value)) {
					_addIssue(this, "number", dataset, config$1);
					dataset.typed = false;
				}
			} catch {
				_addIssue(this, "number", dataset, config$1);
				dataset.typed = false;
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toPascalCase/toPascalCase.ts
/**
* Creates a to pascal case transformation action.
*
* Words are separated by `_`, `-` and ASCII whitespace, as well as by case
* and acronym boundaries.
*
* Hint: Acronym runs are normalized to lowercase (e.g. `parseURLValue` →
* `ParseUrlValue`) and digits stay attached to the preceding token (e.g.
* `item2Name` → `Item2Name`).
*
* @returns A to pascal case action.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function toPascalCase() {
	return {
		kind: "transformation",
		type: "to_pascal_case",
		reference: toPascalCase,
		async: false,
		"~run"(dataset) {
			dataset.value = /* @__PURE__ */ _formatCase(dataset.value, "", true, true);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toSnakeCase/toSnakeCase.ts
/**
* Creates a to snake case transformation action.
*
* Words are separated by `_`, `-` and ASCII whitespace, as well as by case
* and acronym boundaries.
*
* Hint: Acronym runs are normalized to lowercase (e.g. `parseURLValue` →
* `parse_url_value`) and digits stay attached to the preceding token (e.g.
* `item2Name` → `item2_name`).
*
* @returns A to snake case action.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function toSnakeCase() {
	return {
		kind: "transformation",
		type: "to_snake_case",
		reference: toSnakeCase,
		async: false,
		"~run"(dataset) {
			dataset.value = /* @__PURE__ */ _formatCase(dataset.value, "_", false, false);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toString/toString.ts
/* @__NO_SIDE_EFFECTS__ */
function dist_toString(message$1) {
	return {
		kind: "transformation",
		type: "to_string",
		reference: dist_toString,
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			try {
				dataset.value = String(dataset.value);
			} catch {
				_addIssue(this, "string", dataset, config$1);
				dataset.typed = false;
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toUpperCase/toUpperCase.ts
/**
* Creates a to upper case transformation action.
*
* @returns A to upper case action.
*/
/* @__NO_SIDE_EFFECTS__ */
function toUpperCase() {
	return {
		kind: "transformation",
		type: "to_upper_case",
		reference: toUpperCase,
		async: false,
		"~run"(dataset) {
			dataset.value = dataset.value.toUpperCase();
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/transform/transform.ts
/**
* Creates a custom transformation action.
*
* @param operation The transformation operation.
*
* @returns A transform action.
*/
/* @__NO_SIDE_EFFECTS__ */
function transform(operation) {
	return {
		kind: "transformation",
		type: "transform",
		reference: transform,
		async: false,
		operation,
		"~run"(dataset) {
			dataset.value = this.operation(dataset.value);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/transform/transformAsync.ts
/**
* Creates a custom transformation action.
*
* @param operation The transformation operation.
*
* @returns A transform action.
*/
/* @__NO_SIDE_EFFECTS__ */
function transformAsync(operation) {
	return {
		kind: "transformation",
		type: "transform",
		reference: transformAsync,
		async: true,
		operation,
		async "~run"(dataset) {
			dataset.value = await this.operation(dataset.value);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/trim/trim.ts
/**
* Creates a trim transformation action.
*
* @returns A trim action.
*/
/* @__NO_SIDE_EFFECTS__ */
function trim() {
	return {
		kind: "transformation",
		type: "trim",
		reference: trim,
		async: false,
		"~run"(dataset) {
			dataset.value = dataset.value.trim();
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/trimEnd/trimEnd.ts
/**
* Creates a trim end transformation action.
*
* @returns A trim end action.
*/
/* @__NO_SIDE_EFFECTS__ */
function trimEnd() {
	return {
		kind: "transformation",
		type: "trim_end",
		reference: trimEnd,
		async: false,
		"~run"(dataset) {
			dataset.value = dataset.value.trimEnd();
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/trimStart/trimStart.ts
/**
* Creates a trim start transformation action.
*
* @returns A trim start action.
*/
/* @__NO_SIDE_EFFECTS__ */
function trimStart() {
	return {
		kind: "transformation",
		type: "trim_start",
		reference: trimStart,
		async: false,
		"~run"(dataset) {
			dataset.value = dataset.value.trimStart();
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/ulid/ulid.ts
/* @__NO_SIDE_EFFECTS__ */
function ulid(message$1) {
	return {
		kind: "validation",
		type: "ulid",
		reference: ulid,
		async: false,
		expects: null,
		requirement: ULID_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "ULID", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/url/url.ts
/* @__NO_SIDE_EFFECTS__ */
function dist_url(message$1) {
	return {
		kind: "validation",
		type: "url",
		reference: dist_url,
		async: false,
		expects: null,
		requirement(input) {
			try {
				if (URL.canParse) return URL.canParse(input);
				new URL(input);
				return true;
			} catch {
				return false;
			}
		},
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "URL", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/uuid/uuid.ts
/* @__NO_SIDE_EFFECTS__ */
function uuid(message$1) {
	return {
		kind: "validation",
		type: "uuid",
		reference: uuid,
		async: false,
		expects: null,
		requirement: UUID_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "UUID", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/value/value.ts
/* @__NO_SIDE_EFFECTS__ */
function dist_value(requirement, message$1) {
	return {
		kind: "validation",
		type: "value",
		reference: dist_value,
		async: false,
		expects: requirement instanceof Date ? requirement.toJSON() : /* @__PURE__ */ _stringify(requirement),
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !/* @__PURE__ */ _isValueMatch(this.requirement, dataset.value)) _addIssue(this, "value", dataset, config$1, { received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value) });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/values/values.ts
/* @__NO_SIDE_EFFECTS__ */
function values(requirement, message$1) {
	return {
		kind: "validation",
		type: "values",
		reference: values,
		async: false,
		expects: `${/* @__PURE__ */ _joinExpects(requirement.map((value$1) => value$1 instanceof Date ? value$1.toJSON() : /* @__PURE__ */ _stringify(value$1)), "|")}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.some((requirement$1) => /* @__PURE__ */ _isValueMatch(requirement$1, dataset.value))) _addIssue(this, "value", dataset, config$1, { received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value) });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/words/words.ts
/* @__NO_SIDE_EFFECTS__ */
function words(locales, requirement, message$1) {
	return {
		kind: "validation",
		type: "words",
		reference: words,
		async: false,
		expects: `${requirement}`,
		locales,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getWordCount(this.locales, dataset.value);
				if (count !== this.requirement) _addIssue(this, "words", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/const.ts
const ABORT_EARLY_CONFIG = (/* unused pure expression or super */ null && ({ abortEarly: true }));

//#endregion
//#region src/methods/assert/assert.ts
/**
* Checks if the input matches the schema. As this is an assertion function, it
* can be used as a type guard.
*
* @param schema The schema to be used.
* @param input The input to be tested.
*/
function assert(schema, input) {
	const issues = schema["~run"]({ value: input }, ABORT_EARLY_CONFIG).issues;
	if (issues) throw new ValiError(issues);
}

//#endregion
//#region src/methods/cache/_LruCache.ts
/**
* Efficient LRU cache using Map iteration order.
*/
var _LruCache = class {
	constructor(config$1) {
		this.refCount = 0;
		this.maxSize = config$1?.maxSize ?? 1e3;
		this.maxAge = config$1?.maxAge ?? Infinity;
		this.hasMaxAge = isFinite(this.maxAge);
	}
	/**
	* Stringifies an unknown input to a cache key component.
	*
	* @param input The unknown input.
	*
	* @returns A cache key component.
	*/
	stringify(input) {
		const type = typeof input;
		if (type === "string") return `"${input}"`;
		if (type === "number" || type === "boolean") return `${input}`;
		if (type === "bigint") return `${input}n`;
		if (type === "object" || type === "function") {
			if (input) {
				this.refIds ?? (this.refIds = /* @__PURE__ */ new WeakMap());
				let id = this.refIds.get(input);
				if (!id) {
					id = ++this.refCount;
					this.refIds.set(input, id);
				}
				return `#${id}`;
			}
			return "null";
		}
		return type;
	}
	/**
	* Creates a cache key from input and config.
	*
	* @param input The input value.
	* @param config The parse configuration.
	*
	* @returns The cache key.
	*/
	key(input, config$1 = {}) {
		return `${this.stringify(input)}|${this.stringify(config$1.lang)}|${this.stringify(config$1.message)}|${this.stringify(config$1.abortEarly)}|${this.stringify(config$1.abortPipeEarly)}`;
	}
	/**
	* Gets a value from the cache by key.
	*
	* @param key The cache key.
	*
	* @returns The cached value.
	*/
	get(key) {
		if (!this.store) return void 0;
		const entry = this.store.get(key);
		if (!entry) return void 0;
		if (this.hasMaxAge && Date.now() - entry[1] > this.maxAge) {
			this.store.delete(key);
			return;
		}
		this.store.delete(key);
		this.store.set(key, entry);
		return entry[0];
	}
	/**
	* Sets a value in the cache by key.
	*
	* @param key The cache key.
	* @param value The cached value.
	*/
	set(key, value$1) {
		this.store ?? (this.store = /* @__PURE__ */ new Map());
		this.store.delete(key);
		const timestamp = this.hasMaxAge ? Date.now() : 0;
		this.store.set(key, [value$1, timestamp]);
		if (this.store.size > this.maxSize) this.store.delete(this.store.keys().next().value);
	}
	/**
	* Clears all entries from the cache.
	*/
	clear() {
		this.store?.clear();
	}
};

//#endregion
//#region src/methods/cache/cache.ts
/* @__NO_SIDE_EFFECTS__ */
function cache(schema, config$1) {
	return _standardSchema({
		...schema,
		cacheConfig: config$1,
		cache: new _LruCache(config$1),
		"~run"(dataset, runConfig) {
			const key = this.cache.key(dataset.value, runConfig);
			let outputDataset = this.cache.get(key);
			if (!outputDataset) this.cache.set(key, outputDataset = schema["~run"](dataset, runConfig));
			return /* @__PURE__ */ _cloneDataset(outputDataset);
		}
	});
}

//#endregion
//#region src/methods/cache/cacheAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function cacheAsync(schema, config$1) {
	let activeRuns;
	return _standardSchema({
		...schema,
		async: true,
		cacheConfig: config$1,
		cache: new _LruCache(config$1),
		async "~run"(dataset, runConfig) {
			const key = this.cache.key(dataset.value, runConfig);
			const cached = this.cache.get(key);
			if (cached) return /* @__PURE__ */ _cloneDataset(cached);
			let promise$1 = activeRuns?.get(key);
			if (!promise$1) {
				activeRuns ?? (activeRuns = /* @__PURE__ */ new Map());
				promise$1 = Promise.resolve(schema["~run"](dataset, runConfig));
				activeRuns.set(key, promise$1);
			}
			try {
				const outputDataset = await promise$1;
				this.cache.set(key, outputDataset);
				return /* @__PURE__ */ _cloneDataset(outputDataset);
			} finally {
				activeRuns?.delete(key);
			}
		}
	});
}

//#endregion
//#region src/methods/config/config.ts
/**
* Changes the local configuration of a schema.
*
* @param schema The schema to configure.
* @param config The parse configuration.
*
* @returns The configured schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function dist_config(schema, config$1) {
	return _standardSchema({
		...schema,
		"~run"(dataset, config_) {
			return schema["~run"](dataset, {
				...config_,
				...config$1
			});
		}
	});
}

//#endregion
//#region src/methods/getFallback/getFallback.ts
/**
* Returns the fallback value of the schema.
*
* @param schema The schema to get it from.
* @param dataset The output dataset if available.
* @param config The config if available.
*
* @returns The fallback value.
*/
/* @__NO_SIDE_EFFECTS__ */
function getFallback(schema, dataset, config$1) {
	return typeof schema.fallback === "function" ? schema.fallback(dataset, config$1) : schema.fallback;
}

//#endregion
//#region src/methods/fallback/fallback.ts
/**
* Returns a fallback value as output if the input does not match the schema.
*
* @param schema The schema to catch.
* @param fallback The fallback value.
*
* @returns The passed schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function dist_fallback(schema, fallback$1) {
	return _standardSchema({
		...schema,
		fallback: fallback$1,
		"~run"(dataset, config$1) {
			const outputDataset = schema["~run"](dataset, config$1);
			return outputDataset.issues ? {
				typed: true,
				value: /* @__PURE__ */ getFallback(this, outputDataset, config$1)
			} : outputDataset;
		}
	});
}

//#endregion
//#region src/methods/fallback/fallbackAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function fallbackAsync(schema, fallback$1) {
	return _standardSchema({
		...schema,
		fallback: fallback$1,
		async: true,
		async "~run"(dataset, config$1) {
			const outputDataset = await schema["~run"](dataset, config$1);
			return outputDataset.issues ? {
				typed: true,
				value: await /* @__PURE__ */ getFallback(this, outputDataset, config$1)
			} : outputDataset;
		}
	});
}

//#endregion
//#region src/methods/flatten/flatten.ts
/* @__NO_SIDE_EFFECTS__ */
function flatten(issues) {
	const flatErrors = {};
	for (const issue of issues) if (issue.path) {
		const dotPath = /* @__PURE__ */ getDotPath(issue);
		if (dotPath) {
			if (!flatErrors.nested) flatErrors.nested = {};
			if (Object.prototype.hasOwnProperty.call(flatErrors.nested, dotPath)) flatErrors.nested[dotPath].push(issue.message);
			else flatErrors.nested[dotPath] = [issue.message];
		} else if (flatErrors.other) flatErrors.other.push(issue.message);
		else flatErrors.other = [issue.message];
	} else if (flatErrors.root) flatErrors.root.push(issue.message);
	else flatErrors.root = [issue.message];
	return flatErrors;
}

//#endregion
//#region src/methods/forward/forward.ts
/**
* Forwards the issues of the passed validation action.
*
* @param action The validation action.
* @param path The path to forward the issues to.
*
* @returns The modified action.
*/
/* @__NO_SIDE_EFFECTS__ */
function forward(action, path) {
	return {
		...action,
		"~run"(dataset, config$1) {
			const prevIssues = dataset.issues && [...dataset.issues];
			dataset = action["~run"](dataset, config$1);
			if (dataset.issues) {
				for (const issue of dataset.issues) if (!prevIssues?.includes(issue)) {
					let pathInput = dataset.value;
					for (const key of path) {
						const pathValue = pathInput[key];
						const pathItem = {
							type: "unknown",
							origin: "value",
							input: pathInput,
							key,
							value: pathValue
						};
						if (issue.path) issue.path.push(pathItem);
						else issue.path = [pathItem];
						if (!pathValue) break;
						pathInput = pathValue;
					}
				}
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/methods/forward/forwardAsync.ts
/**
* Forwards the issues of the passed validation action.
*
* @param action The validation action.
* @param path The path to forward the issues to.
*
* @returns The modified action.
*/
/* @__NO_SIDE_EFFECTS__ */
function forwardAsync(action, path) {
	return {
		...action,
		async: true,
		async "~run"(dataset, config$1) {
			const prevIssues = dataset.issues && [...dataset.issues];
			dataset = await action["~run"](dataset, config$1);
			if (dataset.issues) {
				for (const issue of dataset.issues) if (!prevIssues?.includes(issue)) {
					let pathInput = dataset.value;
					for (const key of path) {
						const pathValue = pathInput[key];
						const pathItem = {
							type: "unknown",
							origin: "value",
							input: pathInput,
							key,
							value: pathValue
						};
						if (issue.path) issue.path.push(pathItem);
						else issue.path = [pathItem];
						if (!pathValue) break;
						pathInput = pathValue;
					}
				}
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/methods/getDefault/getDefault.ts
/**
* Returns the default value of the schema.
*
* @param schema The schema to get it from.
* @param dataset The input dataset if available.
* @param config The config if available.
*
* @returns The default value.
*/
/* @__NO_SIDE_EFFECTS__ */
function getDefault(schema, dataset, config$1) {
	return typeof schema.default === "function" ? schema.default(dataset, config$1) : schema.default;
}

//#endregion
//#region src/methods/getDefaults/getDefaults.ts
/**
* Returns the default values of the schema.
*
* Hint: The difference to `getDefault` is that for object and tuple schemas
* this function recursively returns the default values of the subschemas
* instead of `undefined`.
*
* @param schema The schema to get them from.
*
* @returns The default values.
*/
/* @__NO_SIDE_EFFECTS__ */
function getDefaults(schema) {
	if ("entries" in schema) {
		const object$1 = {};
		for (const key in schema.entries) object$1[key] = /* @__PURE__ */ getDefaults(schema.entries[key]);
		return object$1;
	}
	if ("items" in schema) return schema.items.map(getDefaults);
	return /* @__PURE__ */ getDefault(schema);
}

//#endregion
//#region src/methods/getDefaults/getDefaultsAsync.ts
/**
* Returns the default values of the schema.
*
* Hint: The difference to `getDefault` is that for object and tuple schemas
* this function recursively returns the default values of the subschemas
* instead of `undefined`.
*
* @param schema The schema to get them from.
*
* @returns The default values.
*/
/* @__NO_SIDE_EFFECTS__ */
async function getDefaultsAsync(schema) {
	if ("entries" in schema) return Object.fromEntries(await Promise.all(Object.entries(schema.entries).map(async ([key, value$1]) => [key, await /* @__PURE__ */ getDefaultsAsync(value$1)])));
	if ("items" in schema) return Promise.all(schema.items.map(getDefaultsAsync));
	return /* @__PURE__ */ getDefault(schema);
}

//#endregion
//#region src/methods/getDescription/getDescription.ts
/**
* Returns the description of the schema.
*
* If multiple descriptions are defined, the last one of the highest level is
* returned. If no description is defined, `undefined` is returned.
*
* @param schema The schema to get the description from.
*
* @returns The description, if any.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function getDescription(schema) {
	return /* @__PURE__ */ _getLastMetadata(schema, "description");
}

//#endregion
//#region src/methods/getExamples/getExamples.ts
/**
* Returns the examples of a schema.
*
* If multiple examples are defined, it concatenates them using depth-first
* search. If no examples are defined, an empty array is returned.
*
* @param schema The schema to get the examples from.
*
* @returns The examples, if any.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function getExamples(schema) {
	const examples$1 = [];
	function depthFirstCollect(schema$1) {
		if ("pipe" in schema$1) {
			for (const item of schema$1.pipe) if (item.kind === "schema" && "pipe" in item) depthFirstCollect(item);
			else if (item.kind === "metadata" && item.type === "examples") for (const example of item.examples) examples$1.push(example);
		}
	}
	depthFirstCollect(schema);
	return examples$1;
}

//#endregion
//#region src/methods/getFallbacks/getFallbacks.ts
/**
* Returns the fallback values of the schema.
*
* Hint: The difference to `getFallback` is that for object and tuple schemas
* this function recursively returns the fallback values of the subschemas
* instead of `undefined`.
*
* @param schema The schema to get them from.
*
* @returns The fallback values.
*/
/* @__NO_SIDE_EFFECTS__ */
function getFallbacks(schema) {
	if ("entries" in schema) {
		const object$1 = {};
		for (const key in schema.entries) object$1[key] = /* @__PURE__ */ getFallbacks(schema.entries[key]);
		return object$1;
	}
	if ("items" in schema) return schema.items.map(getFallbacks);
	return /* @__PURE__ */ getFallback(schema);
}

//#endregion
//#region src/methods/getFallbacks/getFallbacksAsync.ts
/**
* Returns the fallback values of the schema.
*
* Hint: The difference to `getFallback` is that for object and tuple schemas
* this function recursively returns the fallback values of the subschemas
* instead of `undefined`.
*
* @param schema The schema to get them from.
*
* @returns The fallback values.
*/
/* @__NO_SIDE_EFFECTS__ */
async function getFallbacksAsync(schema) {
	if ("entries" in schema) return Object.fromEntries(await Promise.all(Object.entries(schema.entries).map(async ([key, value$1]) => [key, await /* @__PURE__ */ getFallbacksAsync(value$1)])));
	if ("items" in schema) return Promise.all(schema.items.map(getFallbacksAsync));
	return /* @__PURE__ */ getFallback(schema);
}

//#endregion
//#region src/methods/getMetadata/getMetadata.ts
/**
* Returns the metadata of a schema.
*
* If multiple metadata are defined, it shallowly merges them using depth-first
* search. If no metadata is defined, an empty object is returned.
*
* @param schema Schema to get the metadata from.
*
* @returns The metadata, if any.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function getMetadata(schema) {
	const result = {};
	function depthFirstMerge(schema$1) {
		if ("pipe" in schema$1) {
			for (const item of schema$1.pipe) if (item.kind === "schema" && "pipe" in item) depthFirstMerge(item);
			else if (item.kind === "metadata" && item.type === "metadata") Object.assign(result, item.metadata);
		}
	}
	depthFirstMerge(schema);
	return result;
}

//#endregion
//#region src/methods/getTitle/getTitle.ts
/**
* Returns the title of the schema.
*
* If multiple titles are defined, the last one of the highest level is
* returned. If no title is defined, `undefined` is returned.
*
* @param schema The schema to get the title from.
*
* @returns The title, if any.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function getTitle(schema) {
	return /* @__PURE__ */ _getLastMetadata(schema, "title");
}

//#endregion
//#region src/methods/is/is.ts
/**
* Checks if the input matches the schema. By using a type predicate, this
* function can be used as a type guard.
*
* @param schema The schema to be used.
* @param input The input to be tested.
*
* @returns Whether the input matches the schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function is(schema, input) {
	return !schema["~run"]({ value: input }, ABORT_EARLY_CONFIG).issues;
}

//#endregion
//#region src/schemas/any/any.ts
/**
* Creates an any schema.
*
* Hint: This schema function exists only for completeness and is not
* recommended in practice. Instead, `unknown` should be used to accept
* unknown data.
*
* @returns An any schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function any() {
	return _standardSchema({
		kind: "schema",
		type: "any",
		reference: any,
		expects: "any",
		async: false,
		"~run"(dataset) {
			dataset.typed = true;
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/array/array.ts
/* @__NO_SIDE_EFFECTS__ */
function array(item, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "array",
		reference: array,
		expects: "Array",
		async: false,
		item,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				for (let key = 0; key < input.length; key++) {
					const value$1 = input[key];
					const itemDataset = this.item["~run"]({ value: value$1 }, config$1);
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = itemDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!itemDataset.typed) dataset.typed = false;
					dataset.value.push(itemDataset.value);
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/array/arrayAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function arrayAsync(item, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "array",
		reference: arrayAsync,
		expects: "Array",
		async: true,
		item,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				const itemDatasets = await Promise.all(input.map((value$1) => this.item["~run"]({ value: value$1 }, config$1)));
				for (let key = 0; key < itemDatasets.length; key++) {
					const itemDataset = itemDatasets[key];
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: input[key]
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = itemDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!itemDataset.typed) dataset.typed = false;
					dataset.value.push(itemDataset.value);
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/bigint/bigint.ts
/* @__NO_SIDE_EFFECTS__ */
function bigint(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "bigint",
		reference: bigint,
		expects: "bigint",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (typeof dataset.value === "bigint") dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/blob/blob.ts
/* @__NO_SIDE_EFFECTS__ */
function blob(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "blob",
		reference: blob,
		expects: "Blob",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value instanceof Blob) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/boolean/boolean.ts
/* @__NO_SIDE_EFFECTS__ */
function dist_boolean(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "boolean",
		reference: dist_boolean,
		expects: "boolean",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (typeof dataset.value === "boolean") dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/custom/custom.ts
/* @__NO_SIDE_EFFECTS__ */
function dist_custom(check$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "custom",
		reference: dist_custom,
		expects: "unknown",
		async: false,
		check: check$1,
		message: message$1,
		"~run"(dataset, config$1) {
			if (this.check(dataset.value)) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/custom/customAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function customAsync(check$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "custom",
		reference: customAsync,
		expects: "unknown",
		async: true,
		check: check$1,
		message: message$1,
		async "~run"(dataset, config$1) {
			if (await this.check(dataset.value)) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/date/date.ts
/* @__NO_SIDE_EFFECTS__ */
function date(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "date",
		reference: date,
		expects: "Date",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value instanceof Date) if (!isNaN(dataset.value)) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1, { received: "\"Invalid Date\"" });
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/enum/enum.ts
/* @__NO_SIDE_EFFECTS__ */
function enum_(enum__, message$1) {
	const options = [];
	for (const key in enum__) if (`${+key}` !== key || typeof enum__[key] !== "string" || !Object.is(enum__[enum__[key]], +key)) options.push(enum__[key]);
	return _standardSchema({
		kind: "schema",
		type: "enum",
		reference: enum_,
		expects: /* @__PURE__ */ _joinExpects(options.map(_stringify), "|"),
		async: false,
		enum: enum__,
		options,
		message: message$1,
		"~run"(dataset, config$1) {
			if (this.options.includes(dataset.value)) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/exactOptional/exactOptional.ts
/* @__NO_SIDE_EFFECTS__ */
function exactOptional(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "exact_optional",
		reference: exactOptional,
		expects: wrapped.expects,
		async: false,
		wrapped,
		default: default_,
		"~run"(dataset, config$1) {
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/exactOptional/exactOptionalAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function exactOptionalAsync(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "exact_optional",
		reference: exactOptionalAsync,
		expects: wrapped.expects,
		async: true,
		wrapped,
		default: default_,
		async "~run"(dataset, config$1) {
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/file/file.ts
/* @__NO_SIDE_EFFECTS__ */
function file(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "file",
		reference: file,
		expects: "File",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value instanceof File) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/function/function.ts
/* @__NO_SIDE_EFFECTS__ */
function function_(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "function",
		reference: function_,
		expects: "Function",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (typeof dataset.value === "function") dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/instance/instance.ts
/* @__NO_SIDE_EFFECTS__ */
function instance(class_, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "instance",
		reference: instance,
		expects: class_.name,
		async: false,
		class: class_,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value instanceof this.class) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/intersect/utils/_merge/_merge.ts
/**
* Merges two values into one single output.
*
* @param value1 First value.
* @param value2 Second value.
*
* @returns The merge dataset.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _merge(value1, value2) {
	if (typeof value1 === typeof value2) {
		if (/* @__PURE__ */ _isSameValueZero(value1, value2) || value1 instanceof Date && value2 instanceof Date && /* @__PURE__ */ _isSameValueZero(+value1, +value2)) return { value: value1 };
		if (value1 && value2 && value1.constructor === Object && value2.constructor === Object) {
			const nextValue = {
				...value1,
				...value2
			};
			for (const key in value2) if (Object.prototype.hasOwnProperty.call(value1, key) && Object.prototype.hasOwnProperty.call(value2, key)) {
				const dataset = /* @__PURE__ */ _merge(value1[key], value2[key]);
				if (dataset.issue) return dataset;
				nextValue[key] = dataset.value;
			}
			return { value: nextValue };
		}
		if (Array.isArray(value1) && Array.isArray(value2)) {
			if (value1.length === value2.length) {
				const nextValue = [...value1];
				for (let index = 0; index < value1.length; index++) {
					const dataset = /* @__PURE__ */ _merge(value1[index], value2[index]);
					if (dataset.issue) return dataset;
					nextValue[index] = dataset.value;
				}
				return { value: nextValue };
			}
		}
	}
	return { issue: true };
}

//#endregion
//#region src/schemas/intersect/intersect.ts
/* @__NO_SIDE_EFFECTS__ */
function intersect(options, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "intersect",
		reference: intersect,
		expects: /* @__PURE__ */ _joinExpects(options.map((option) => option.expects), "&"),
		async: false,
		options,
		message: message$1,
		"~run"(dataset, config$1) {
			if (this.options.length) {
				const input = dataset.value;
				let outputs;
				dataset.typed = true;
				for (const schema of this.options) {
					const optionDataset = schema["~run"]({ value: input }, config$1);
					if (optionDataset.issues) {
						if (dataset.issues) for (const issue of optionDataset.issues) dataset.issues.push(issue);
						else dataset.issues = optionDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!optionDataset.typed) dataset.typed = false;
					if (dataset.typed) if (outputs) outputs.push(optionDataset.value);
					else outputs = [optionDataset.value];
				}
				if (dataset.typed) {
					dataset.value = outputs[0];
					for (let index = 1; index < outputs.length; index++) {
						const mergeDataset = /* @__PURE__ */ _merge(dataset.value, outputs[index]);
						if (mergeDataset.issue) {
							_addIssue(this, "type", dataset, config$1, { received: "unknown" });
							break;
						}
						dataset.value = mergeDataset.value;
					}
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/intersect/intersectAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function intersectAsync(options, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "intersect",
		reference: intersectAsync,
		expects: /* @__PURE__ */ _joinExpects(options.map((option) => option.expects), "&"),
		async: true,
		options,
		message: message$1,
		async "~run"(dataset, config$1) {
			if (this.options.length) {
				const input = dataset.value;
				let outputs;
				dataset.typed = true;
				const optionDatasets = await Promise.all(this.options.map((schema) => schema["~run"]({ value: input }, config$1)));
				for (const optionDataset of optionDatasets) {
					if (optionDataset.issues) {
						if (dataset.issues) for (const issue of optionDataset.issues) dataset.issues.push(issue);
						else dataset.issues = optionDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!optionDataset.typed) dataset.typed = false;
					if (dataset.typed) if (outputs) outputs.push(optionDataset.value);
					else outputs = [optionDataset.value];
				}
				if (dataset.typed) {
					dataset.value = outputs[0];
					for (let index = 1; index < outputs.length; index++) {
						const mergeDataset = /* @__PURE__ */ _merge(dataset.value, outputs[index]);
						if (mergeDataset.issue) {
							_addIssue(this, "type", dataset, config$1, { received: "unknown" });
							break;
						}
						dataset.value = mergeDataset.value;
					}
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/lazy/lazy.ts
/**
* Creates a lazy schema.
*
* @param getter The schema getter.
*
* @returns A lazy schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function lazy(getter) {
	return _standardSchema({
		kind: "schema",
		type: "lazy",
		reference: lazy,
		expects: "unknown",
		async: false,
		getter,
		"~run"(dataset, config$1) {
			return this.getter(dataset.value)["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/lazy/lazyAsync.ts
/**
* Creates a lazy schema.
*
* @param getter The schema getter.
*
* @returns A lazy schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function lazyAsync(getter) {
	return _standardSchema({
		kind: "schema",
		type: "lazy",
		reference: lazyAsync,
		expects: "unknown",
		async: true,
		getter,
		async "~run"(dataset, config$1) {
			return (await this.getter(dataset.value))["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/literal/literal.ts
/* @__NO_SIDE_EFFECTS__ */
function literal(literal_, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "literal",
		reference: literal,
		expects: /* @__PURE__ */ _stringify(literal_),
		async: false,
		literal: literal_,
		message: message$1,
		"~run"(dataset, config$1) {
			if (/* @__PURE__ */ _isSameValueZero(dataset.value, this.literal)) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/looseObject/looseObject.ts
/* @__NO_SIDE_EFFECTS__ */
function looseObject(entries$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "loose_object",
		reference: looseObject,
		expects: "Object",
		async: false,
		entries: entries$1,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				for (const key in this.entries) {
					const valueSchema = this.entries[key];
					if (key in input || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
						const value$1 = key in input ? input[key] : /* @__PURE__ */ getDefault(valueSchema);
						const valueDataset = valueSchema["~run"]({ value: value$1 }, config$1);
						if (valueDataset.issues) {
							const pathItem = {
								type: "object",
								origin: "value",
								input,
								key,
								value: value$1
							};
							for (const issue of valueDataset.issues) {
								if (issue.path) issue.path.unshift(pathItem);
								else issue.path = [pathItem];
								dataset.issues?.push(issue);
							}
							if (!dataset.issues) dataset.issues = valueDataset.issues;
							if (config$1.abortEarly) {
								dataset.typed = false;
								break;
							}
						}
						if (!valueDataset.typed) dataset.typed = false;
						dataset.value[key] = valueDataset.value;
					} else if (valueSchema.fallback !== void 0) dataset.value[key] = /* @__PURE__ */ getFallback(valueSchema);
					else if (valueSchema.type !== "exact_optional" && valueSchema.type !== "optional" && valueSchema.type !== "nullish") {
						_addIssue(this, "key", dataset, config$1, {
							input: void 0,
							expected: `"${key}"`,
							path: [{
								type: "object",
								origin: "key",
								input,
								key,
								value: input[key]
							}]
						});
						if (config$1.abortEarly) break;
					}
				}
				if (!dataset.issues || !config$1.abortEarly) {
					for (const key in input) if (/* @__PURE__ */ _isValidObjectKey(input, key) && !Object.prototype.hasOwnProperty.call(this.entries, key)) dataset.value[key] = input[key];
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/looseObject/looseObjectAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function looseObjectAsync(entries$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "loose_object",
		reference: looseObjectAsync,
		expects: "Object",
		async: true,
		entries: entries$1,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				const valueDatasets = await Promise.all(Object.entries(this.entries).map(async ([key, valueSchema]) => {
					if (key in input || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
						const value$1 = key in input ? input[key] : await /* @__PURE__ */ getDefault(valueSchema);
						return [
							key,
							value$1,
							valueSchema,
							await valueSchema["~run"]({ value: value$1 }, config$1)
						];
					}
					return [
						key,
						input[key],
						valueSchema,
						null
					];
				}));
				for (const [key, value$1, valueSchema, valueDataset] of valueDatasets) if (valueDataset) {
					if (valueDataset.issues) {
						const pathItem = {
							type: "object",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = valueDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!valueDataset.typed) dataset.typed = false;
					dataset.value[key] = valueDataset.value;
				} else if (valueSchema.fallback !== void 0) dataset.value[key] = await /* @__PURE__ */ getFallback(valueSchema);
				else if (valueSchema.type !== "exact_optional" && valueSchema.type !== "optional" && valueSchema.type !== "nullish") {
					_addIssue(this, "key", dataset, config$1, {
						input: void 0,
						expected: `"${key}"`,
						path: [{
							type: "object",
							origin: "key",
							input,
							key,
							value: value$1
						}]
					});
					if (config$1.abortEarly) break;
				}
				if (!dataset.issues || !config$1.abortEarly) {
					for (const key in input) if (/* @__PURE__ */ _isValidObjectKey(input, key) && !Object.prototype.hasOwnProperty.call(this.entries, key)) dataset.value[key] = input[key];
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/looseTuple/looseTuple.ts
/* @__NO_SIDE_EFFECTS__ */
function looseTuple(items, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "loose_tuple",
		reference: looseTuple,
		expects: "Array",
		async: false,
		items,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				for (let key = 0; key < this.items.length; key++) {
					const value$1 = input[key];
					const itemDataset = this.items[key]["~run"]({ value: value$1 }, config$1);
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = itemDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!itemDataset.typed) dataset.typed = false;
					dataset.value.push(itemDataset.value);
				}
				if (!dataset.issues || !config$1.abortEarly) for (let key = this.items.length; key < input.length; key++) dataset.value.push(input[key]);
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/looseTuple/looseTupleAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function looseTupleAsync(items, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "loose_tuple",
		reference: looseTupleAsync,
		expects: "Array",
		async: true,
		items,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				const itemDatasets = await Promise.all(this.items.map(async (item, key) => {
					const value$1 = input[key];
					return [
						key,
						value$1,
						await item["~run"]({ value: value$1 }, config$1)
					];
				}));
				for (const [key, value$1, itemDataset] of itemDatasets) {
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = itemDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!itemDataset.typed) dataset.typed = false;
					dataset.value.push(itemDataset.value);
				}
				if (!dataset.issues || !config$1.abortEarly) for (let key = this.items.length; key < input.length; key++) dataset.value.push(input[key]);
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/map/map.ts
/* @__NO_SIDE_EFFECTS__ */
function map(key, value$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "map",
		reference: map,
		expects: "Map",
		async: false,
		key,
		value: value$1,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (input instanceof Map) {
				dataset.typed = true;
				dataset.value = /* @__PURE__ */ new Map();
				for (const [inputKey, inputValue] of input) {
					const keyDataset = this.key["~run"]({ value: inputKey }, config$1);
					if (keyDataset.issues) {
						const pathItem = {
							type: "map",
							origin: "key",
							input,
							key: inputKey,
							value: inputValue
						};
						for (const issue of keyDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = keyDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					const valueDataset = this.value["~run"]({ value: inputValue }, config$1);
					if (valueDataset.issues) {
						const pathItem = {
							type: "map",
							origin: "value",
							input,
							key: inputKey,
							value: inputValue
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = valueDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!keyDataset.typed || !valueDataset.typed) dataset.typed = false;
					dataset.value.set(keyDataset.value, valueDataset.value);
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/map/mapAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function mapAsync(key, value$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "map",
		reference: mapAsync,
		expects: "Map",
		async: true,
		key,
		value: value$1,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (input instanceof Map) {
				dataset.typed = true;
				dataset.value = /* @__PURE__ */ new Map();
				const datasets = await Promise.all([...input].map(([inputKey, inputValue]) => Promise.all([
					inputKey,
					inputValue,
					this.key["~run"]({ value: inputKey }, config$1),
					this.value["~run"]({ value: inputValue }, config$1)
				])));
				for (const [inputKey, inputValue, keyDataset, valueDataset] of datasets) {
					if (keyDataset.issues) {
						const pathItem = {
							type: "map",
							origin: "key",
							input,
							key: inputKey,
							value: inputValue
						};
						for (const issue of keyDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = keyDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (valueDataset.issues) {
						const pathItem = {
							type: "map",
							origin: "value",
							input,
							key: inputKey,
							value: inputValue
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = valueDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!keyDataset.typed || !valueDataset.typed) dataset.typed = false;
					dataset.value.set(keyDataset.value, valueDataset.value);
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/nan/nan.ts
/* @__NO_SIDE_EFFECTS__ */
function nan(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "nan",
		reference: nan,
		expects: "NaN",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (Number.isNaN(dataset.value)) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/never/never.ts
/* @__NO_SIDE_EFFECTS__ */
function never(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "never",
		reference: never,
		expects: "never",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			_addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/nonNullable/nonNullable.ts
/* @__NO_SIDE_EFFECTS__ */
function nonNullable(wrapped, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "non_nullable",
		reference: nonNullable,
		expects: "!null",
		async: false,
		wrapped,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value !== null) dataset = this.wrapped["~run"](dataset, config$1);
			if (dataset.value === null) _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/nonNullable/nonNullableAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function nonNullableAsync(wrapped, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "non_nullable",
		reference: nonNullableAsync,
		expects: "!null",
		async: true,
		wrapped,
		message: message$1,
		async "~run"(dataset, config$1) {
			if (dataset.value !== null) dataset = await this.wrapped["~run"](dataset, config$1);
			if (dataset.value === null) _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/nonNullish/nonNullish.ts
/* @__NO_SIDE_EFFECTS__ */
function nonNullish(wrapped, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "non_nullish",
		reference: nonNullish,
		expects: "(!null & !undefined)",
		async: false,
		wrapped,
		message: message$1,
		"~run"(dataset, config$1) {
			if (!(dataset.value === null || dataset.value === void 0)) dataset = this.wrapped["~run"](dataset, config$1);
			if (dataset.value === null || dataset.value === void 0) _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/nonNullish/nonNullishAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function nonNullishAsync(wrapped, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "non_nullish",
		reference: nonNullishAsync,
		expects: "(!null & !undefined)",
		async: true,
		wrapped,
		message: message$1,
		async "~run"(dataset, config$1) {
			if (!(dataset.value === null || dataset.value === void 0)) dataset = await this.wrapped["~run"](dataset, config$1);
			if (dataset.value === null || dataset.value === void 0) _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/nonOptional/nonOptional.ts
/* @__NO_SIDE_EFFECTS__ */
function nonOptional(wrapped, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "non_optional",
		reference: nonOptional,
		expects: "!undefined",
		async: false,
		wrapped,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value !== void 0) dataset = this.wrapped["~run"](dataset, config$1);
			if (dataset.value === void 0) _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/nonOptional/nonOptionalAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function nonOptionalAsync(wrapped, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "non_optional",
		reference: nonOptionalAsync,
		expects: "!undefined",
		async: true,
		wrapped,
		message: message$1,
		async "~run"(dataset, config$1) {
			if (dataset.value !== void 0) dataset = await this.wrapped["~run"](dataset, config$1);
			if (dataset.value === void 0) _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/null/null.ts
/* @__NO_SIDE_EFFECTS__ */
function null_(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "null",
		reference: null_,
		expects: "null",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value === null) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/nullable/nullable.ts
/* @__NO_SIDE_EFFECTS__ */
function nullable(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "nullable",
		reference: nullable,
		expects: `(${wrapped.expects} | null)`,
		async: false,
		wrapped,
		default: default_,
		"~run"(dataset, config$1) {
			if (dataset.value === null) {
				if (this.default !== void 0) dataset.value = /* @__PURE__ */ getDefault(this, dataset, config$1);
				if (dataset.value === null) {
					dataset.typed = true;
					return dataset;
				}
			}
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/nullable/nullableAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function nullableAsync(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "nullable",
		reference: nullableAsync,
		expects: `(${wrapped.expects} | null)`,
		async: true,
		wrapped,
		default: default_,
		async "~run"(dataset, config$1) {
			if (dataset.value === null) {
				if (this.default !== void 0) dataset.value = await /* @__PURE__ */ getDefault(this, dataset, config$1);
				if (dataset.value === null) {
					dataset.typed = true;
					return dataset;
				}
			}
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/nullish/nullish.ts
/* @__NO_SIDE_EFFECTS__ */
function nullish(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "nullish",
		reference: nullish,
		expects: `(${wrapped.expects} | null | undefined)`,
		async: false,
		wrapped,
		default: default_,
		"~run"(dataset, config$1) {
			if (dataset.value === null || dataset.value === void 0) {
				if (this.default !== void 0) dataset.value = /* @__PURE__ */ getDefault(this, dataset, config$1);
				if (dataset.value === null || dataset.value === void 0) {
					dataset.typed = true;
					return dataset;
				}
			}
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/nullish/nullishAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function nullishAsync(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "nullish",
		reference: nullishAsync,
		expects: `(${wrapped.expects} | null | undefined)`,
		async: true,
		wrapped,
		default: default_,
		async "~run"(dataset, config$1) {
			if (dataset.value === null || dataset.value === void 0) {
				if (this.default !== void 0) dataset.value = await /* @__PURE__ */ getDefault(this, dataset, config$1);
				if (dataset.value === null || dataset.value === void 0) {
					dataset.typed = true;
					return dataset;
				}
			}
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/number/number.ts
/* @__NO_SIDE_EFFECTS__ */
function dist_number(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "number",
		reference: dist_number,
		expects: "number",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (typeof dataset.value === "number" && !isNaN(dataset.value)) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/object/object.ts
/* @__NO_SIDE_EFFECTS__ */
function object(entries$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "object",
		reference: object,
		expects: "Object",
		async: false,
		entries: entries$1,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				for (const key in this.entries) {
					const valueSchema = this.entries[key];
					if (key in input || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
						const value$1 = key in input ? input[key] : /* @__PURE__ */ getDefault(valueSchema);
						const valueDataset = valueSchema["~run"]({ value: value$1 }, config$1);
						if (valueDataset.issues) {
							const pathItem = {
								type: "object",
								origin: "value",
								input,
								key,
								value: value$1
							};
							for (const issue of valueDataset.issues) {
								if (issue.path) issue.path.unshift(pathItem);
								else issue.path = [pathItem];
								dataset.issues?.push(issue);
							}
							if (!dataset.issues) dataset.issues = valueDataset.issues;
							if (config$1.abortEarly) {
								dataset.typed = false;
								break;
							}
						}
						if (!valueDataset.typed) dataset.typed = false;
						dataset.value[key] = valueDataset.value;
					} else if (valueSchema.fallback !== void 0) dataset.value[key] = /* @__PURE__ */ getFallback(valueSchema);
					else if (valueSchema.type !== "exact_optional" && valueSchema.type !== "optional" && valueSchema.type !== "nullish") {
						_addIssue(this, "key", dataset, config$1, {
							input: void 0,
							expected: `"${key}"`,
							path: [{
								type: "object",
								origin: "key",
								input,
								key,
								value: input[key]
							}]
						});
						if (config$1.abortEarly) break;
					}
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/object/objectAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function objectAsync(entries$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "object",
		reference: objectAsync,
		expects: "Object",
		async: true,
		entries: entries$1,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				const valueDatasets = await Promise.all(Object.entries(this.entries).map(async ([key, valueSchema]) => {
					if (key in input || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
						const value$1 = key in input ? input[key] : await /* @__PURE__ */ getDefault(valueSchema);
						return [
							key,
							value$1,
							valueSchema,
							await valueSchema["~run"]({ value: value$1 }, config$1)
						];
					}
					return [
						key,
						input[key],
						valueSchema,
						null
					];
				}));
				for (const [key, value$1, valueSchema, valueDataset] of valueDatasets) if (valueDataset) {
					if (valueDataset.issues) {
						const pathItem = {
							type: "object",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = valueDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!valueDataset.typed) dataset.typed = false;
					dataset.value[key] = valueDataset.value;
				} else if (valueSchema.fallback !== void 0) dataset.value[key] = await /* @__PURE__ */ getFallback(valueSchema);
				else if (valueSchema.type !== "exact_optional" && valueSchema.type !== "optional" && valueSchema.type !== "nullish") {
					_addIssue(this, "key", dataset, config$1, {
						input: void 0,
						expected: `"${key}"`,
						path: [{
							type: "object",
							origin: "key",
							input,
							key,
							value: value$1
						}]
					});
					if (config$1.abortEarly) break;
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/objectWithRest/objectWithRest.ts
/* @__NO_SIDE_EFFECTS__ */
function objectWithRest(entries$1, rest, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "object_with_rest",
		reference: objectWithRest,
		expects: "Object",
		async: false,
		entries: entries$1,
		rest,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				for (const key in this.entries) {
					const valueSchema = this.entries[key];
					if (key in input || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
						const value$1 = key in input ? input[key] : /* @__PURE__ */ getDefault(valueSchema);
						const valueDataset = valueSchema["~run"]({ value: value$1 }, config$1);
						if (valueDataset.issues) {
							const pathItem = {
								type: "object",
								origin: "value",
								input,
								key,
								value: value$1
							};
							for (const issue of valueDataset.issues) {
								if (issue.path) issue.path.unshift(pathItem);
								else issue.path = [pathItem];
								dataset.issues?.push(issue);
							}
							if (!dataset.issues) dataset.issues = valueDataset.issues;
							if (config$1.abortEarly) {
								dataset.typed = false;
								break;
							}
						}
						if (!valueDataset.typed) dataset.typed = false;
						dataset.value[key] = valueDataset.value;
					} else if (valueSchema.fallback !== void 0) dataset.value[key] = /* @__PURE__ */ getFallback(valueSchema);
					else if (valueSchema.type !== "exact_optional" && valueSchema.type !== "optional" && valueSchema.type !== "nullish") {
						_addIssue(this, "key", dataset, config$1, {
							input: void 0,
							expected: `"${key}"`,
							path: [{
								type: "object",
								origin: "key",
								input,
								key,
								value: input[key]
							}]
						});
						if (config$1.abortEarly) break;
					}
				}
				if (!dataset.issues || !config$1.abortEarly) {
					for (const key in input) if (/* @__PURE__ */ _isValidObjectKey(input, key) && !Object.prototype.hasOwnProperty.call(this.entries, key)) {
						const valueDataset = this.rest["~run"]({ value: input[key] }, config$1);
						if (valueDataset.issues) {
							const pathItem = {
								type: "object",
								origin: "value",
								input,
								key,
								value: input[key]
							};
							for (const issue of valueDataset.issues) {
								if (issue.path) issue.path.unshift(pathItem);
								else issue.path = [pathItem];
								dataset.issues?.push(issue);
							}
							if (!dataset.issues) dataset.issues = valueDataset.issues;
							if (config$1.abortEarly) {
								dataset.typed = false;
								break;
							}
						}
						if (!valueDataset.typed) dataset.typed = false;
						dataset.value[key] = valueDataset.value;
					}
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/objectWithRest/objectWithRestAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function objectWithRestAsync(entries$1, rest, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "object_with_rest",
		reference: objectWithRestAsync,
		expects: "Object",
		async: true,
		entries: entries$1,
		rest,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				const [normalDatasets, restDatasets] = await Promise.all([Promise.all(Object.entries(this.entries).map(async ([key, valueSchema]) => {
					if (key in input || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
						const value$1 = key in input ? input[key] : await /* @__PURE__ */ getDefault(valueSchema);
						return [
							key,
							value$1,
							valueSchema,
							await valueSchema["~run"]({ value: value$1 }, config$1)
						];
					}
					return [
						key,
						input[key],
						valueSchema,
						null
					];
				})), Promise.all(Object.entries(input).filter(([key]) => /* @__PURE__ */ _isValidObjectKey(input, key) && !Object.prototype.hasOwnProperty.call(this.entries, key)).map(async ([key, value$1]) => [
					key,
					value$1,
					await this.rest["~run"]({ value: value$1 }, config$1)
				]))]);
				for (const [key, value$1, valueSchema, valueDataset] of normalDatasets) if (valueDataset) {
					if (valueDataset.issues) {
						const pathItem = {
							type: "object",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = valueDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!valueDataset.typed) dataset.typed = false;
					dataset.value[key] = valueDataset.value;
				} else if (valueSchema.fallback !== void 0) dataset.value[key] = await /* @__PURE__ */ getFallback(valueSchema);
				else if (valueSchema.type !== "exact_optional" && valueSchema.type !== "optional" && valueSchema.type !== "nullish") {
					_addIssue(this, "key", dataset, config$1, {
						input: void 0,
						expected: `"${key}"`,
						path: [{
							type: "object",
							origin: "key",
							input,
							key,
							value: value$1
						}]
					});
					if (config$1.abortEarly) break;
				}
				if (!dataset.issues || !config$1.abortEarly) for (const [key, value$1, valueDataset] of restDatasets) {
					if (valueDataset.issues) {
						const pathItem = {
							type: "object",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = valueDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!valueDataset.typed) dataset.typed = false;
					dataset.value[key] = valueDataset.value;
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/optional/optional.ts
/* @__NO_SIDE_EFFECTS__ */
function dist_optional(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "optional",
		reference: dist_optional,
		expects: `(${wrapped.expects} | undefined)`,
		async: false,
		wrapped,
		default: default_,
		"~run"(dataset, config$1) {
			if (dataset.value === void 0) {
				if (this.default !== void 0) dataset.value = /* @__PURE__ */ getDefault(this, dataset, config$1);
				if (dataset.value === void 0) {
					dataset.typed = true;
					return dataset;
				}
			}
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/optional/optionalAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function optionalAsync(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "optional",
		reference: optionalAsync,
		expects: `(${wrapped.expects} | undefined)`,
		async: true,
		wrapped,
		default: default_,
		async "~run"(dataset, config$1) {
			if (dataset.value === void 0) {
				if (this.default !== void 0) dataset.value = await /* @__PURE__ */ getDefault(this, dataset, config$1);
				if (dataset.value === void 0) {
					dataset.typed = true;
					return dataset;
				}
			}
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/picklist/picklist.ts
/* @__NO_SIDE_EFFECTS__ */
function picklist(options, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "picklist",
		reference: picklist,
		expects: /* @__PURE__ */ _joinExpects(options.map(_stringify), "|"),
		async: false,
		options,
		message: message$1,
		"~run"(dataset, config$1) {
			if (this.options.includes(dataset.value)) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/promise/promise.ts
/* @__NO_SIDE_EFFECTS__ */
function dist_promise(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "promise",
		reference: dist_promise,
		expects: "Promise",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value instanceof Promise) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/record/record.ts
/* @__NO_SIDE_EFFECTS__ */
function record(key, value$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "record",
		reference: record,
		expects: "Object",
		async: false,
		key,
		value: value$1,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				for (const entryKey in input) if (/* @__PURE__ */ _isValidObjectKey(input, entryKey)) {
					const entryValue = input[entryKey];
					const keyDataset = this.key["~run"]({ value: entryKey }, config$1);
					if (keyDataset.issues) {
						const pathItem = {
							type: "object",
							origin: "key",
							input,
							key: entryKey,
							value: entryValue
						};
						for (const issue of keyDataset.issues) {
							issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = keyDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					const valueDataset = this.value["~run"]({ value: entryValue }, config$1);
					if (valueDataset.issues) {
						const pathItem = {
							type: "object",
							origin: "value",
							input,
							key: entryKey,
							value: entryValue
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = valueDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!keyDataset.typed || !valueDataset.typed) dataset.typed = false;
					if (keyDataset.typed) dataset.value[keyDataset.value] = valueDataset.value;
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/record/recordAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function recordAsync(key, value$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "record",
		reference: recordAsync,
		expects: "Object",
		async: true,
		key,
		value: value$1,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				const datasets = await Promise.all(Object.entries(input).filter(([key$1]) => /* @__PURE__ */ _isValidObjectKey(input, key$1)).map(([entryKey, entryValue]) => Promise.all([
					entryKey,
					entryValue,
					this.key["~run"]({ value: entryKey }, config$1),
					this.value["~run"]({ value: entryValue }, config$1)
				])));
				for (const [entryKey, entryValue, keyDataset, valueDataset] of datasets) {
					if (keyDataset.issues) {
						const pathItem = {
							type: "object",
							origin: "key",
							input,
							key: entryKey,
							value: entryValue
						};
						for (const issue of keyDataset.issues) {
							issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = keyDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (valueDataset.issues) {
						const pathItem = {
							type: "object",
							origin: "value",
							input,
							key: entryKey,
							value: entryValue
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = valueDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!keyDataset.typed || !valueDataset.typed) dataset.typed = false;
					if (keyDataset.typed) dataset.value[keyDataset.value] = valueDataset.value;
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/set/set.ts
/* @__NO_SIDE_EFFECTS__ */
function set(value$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "set",
		reference: set,
		expects: "Set",
		async: false,
		value: value$1,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (input instanceof Set) {
				dataset.typed = true;
				dataset.value = /* @__PURE__ */ new Set();
				for (const inputValue of input) {
					const valueDataset = this.value["~run"]({ value: inputValue }, config$1);
					if (valueDataset.issues) {
						const pathItem = {
							type: "set",
							origin: "value",
							input,
							key: null,
							value: inputValue
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = valueDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!valueDataset.typed) dataset.typed = false;
					dataset.value.add(valueDataset.value);
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/set/setAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function setAsync(value$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "set",
		reference: setAsync,
		expects: "Set",
		async: true,
		value: value$1,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (input instanceof Set) {
				dataset.typed = true;
				dataset.value = /* @__PURE__ */ new Set();
				const valueDatasets = await Promise.all([...input].map(async (inputValue) => [inputValue, await this.value["~run"]({ value: inputValue }, config$1)]));
				for (const [inputValue, valueDataset] of valueDatasets) {
					if (valueDataset.issues) {
						const pathItem = {
							type: "set",
							origin: "value",
							input,
							key: null,
							value: inputValue
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = valueDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!valueDataset.typed) dataset.typed = false;
					dataset.value.add(valueDataset.value);
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/strictObject/strictObject.ts
/* @__NO_SIDE_EFFECTS__ */
function strictObject(entries$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "strict_object",
		reference: strictObject,
		expects: "Object",
		async: false,
		entries: entries$1,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				for (const key in this.entries) {
					const valueSchema = this.entries[key];
					if (key in input || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
						const value$1 = key in input ? input[key] : /* @__PURE__ */ getDefault(valueSchema);
						const valueDataset = valueSchema["~run"]({ value: value$1 }, config$1);
						if (valueDataset.issues) {
							const pathItem = {
								type: "object",
								origin: "value",
								input,
								key,
								value: value$1
							};
							for (const issue of valueDataset.issues) {
								if (issue.path) issue.path.unshift(pathItem);
								else issue.path = [pathItem];
								dataset.issues?.push(issue);
							}
							if (!dataset.issues) dataset.issues = valueDataset.issues;
							if (config$1.abortEarly) {
								dataset.typed = false;
								break;
							}
						}
						if (!valueDataset.typed) dataset.typed = false;
						dataset.value[key] = valueDataset.value;
					} else if (valueSchema.fallback !== void 0) dataset.value[key] = /* @__PURE__ */ getFallback(valueSchema);
					else if (valueSchema.type !== "exact_optional" && valueSchema.type !== "optional" && valueSchema.type !== "nullish") {
						_addIssue(this, "key", dataset, config$1, {
							input: void 0,
							expected: `"${key}"`,
							path: [{
								type: "object",
								origin: "key",
								input,
								key,
								value: input[key]
							}]
						});
						if (config$1.abortEarly) break;
					}
				}
				if (!dataset.issues || !config$1.abortEarly) {
					for (const key in input) if (!Object.prototype.hasOwnProperty.call(this.entries, key)) {
						_addIssue(this, "key", dataset, config$1, {
							input: key,
							expected: "never",
							path: [{
								type: "object",
								origin: "key",
								input,
								key,
								value: input[key]
							}]
						});
						break;
					}
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/strictObject/strictObjectAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function strictObjectAsync(entries$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "strict_object",
		reference: strictObjectAsync,
		expects: "Object",
		async: true,
		entries: entries$1,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				const valueDatasets = await Promise.all(Object.entries(this.entries).map(async ([key, valueSchema]) => {
					if (key in input || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
						const value$1 = key in input ? input[key] : await /* @__PURE__ */ getDefault(valueSchema);
						return [
							key,
							value$1,
							valueSchema,
							await valueSchema["~run"]({ value: value$1 }, config$1)
						];
					}
					return [
						key,
						input[key],
						valueSchema,
						null
					];
				}));
				for (const [key, value$1, valueSchema, valueDataset] of valueDatasets) if (valueDataset) {
					if (valueDataset.issues) {
						const pathItem = {
							type: "object",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = valueDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!valueDataset.typed) dataset.typed = false;
					dataset.value[key] = valueDataset.value;
				} else if (valueSchema.fallback !== void 0) dataset.value[key] = await /* @__PURE__ */ getFallback(valueSchema);
				else if (valueSchema.type !== "exact_optional" && valueSchema.type !== "optional" && valueSchema.type !== "nullish") {
					_addIssue(this, "key", dataset, config$1, {
						input: void 0,
						expected: `"${key}"`,
						path: [{
							type: "object",
							origin: "key",
							input,
							key,
							value: value$1
						}]
					});
					if (config$1.abortEarly) break;
				}
				if (!dataset.issues || !config$1.abortEarly) {
					for (const key in input) if (!Object.prototype.hasOwnProperty.call(this.entries, key)) {
						_addIssue(this, "key", dataset, config$1, {
							input: key,
							expected: "never",
							path: [{
								type: "object",
								origin: "key",
								input,
								key,
								value: input[key]
							}]
						});
						break;
					}
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/strictTuple/strictTuple.ts
/* @__NO_SIDE_EFFECTS__ */
function strictTuple(items, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "strict_tuple",
		reference: strictTuple,
		expects: "Array",
		async: false,
		items,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				for (let key = 0; key < this.items.length; key++) {
					const value$1 = input[key];
					const itemDataset = this.items[key]["~run"]({ value: value$1 }, config$1);
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = itemDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!itemDataset.typed) dataset.typed = false;
					dataset.value.push(itemDataset.value);
				}
				if (!(dataset.issues && config$1.abortEarly) && this.items.length < input.length) _addIssue(this, "type", dataset, config$1, {
					input: input[this.items.length],
					expected: "never",
					path: [{
						type: "array",
						origin: "value",
						input,
						key: this.items.length,
						value: input[this.items.length]
					}]
				});
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/strictTuple/strictTupleAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function strictTupleAsync(items, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "strict_tuple",
		reference: strictTupleAsync,
		expects: "Array",
		async: true,
		items,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				const itemDatasets = await Promise.all(this.items.map(async (item, key) => {
					const value$1 = input[key];
					return [
						key,
						value$1,
						await item["~run"]({ value: value$1 }, config$1)
					];
				}));
				for (const [key, value$1, itemDataset] of itemDatasets) {
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = itemDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!itemDataset.typed) dataset.typed = false;
					dataset.value.push(itemDataset.value);
				}
				if (!(dataset.issues && config$1.abortEarly) && this.items.length < input.length) _addIssue(this, "type", dataset, config$1, {
					input: input[this.items.length],
					expected: "never",
					path: [{
						type: "array",
						origin: "value",
						input,
						key: this.items.length,
						value: input[this.items.length]
					}]
				});
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/string/string.ts
/* @__NO_SIDE_EFFECTS__ */
function string(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "string",
		reference: string,
		expects: "string",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (typeof dataset.value === "string") dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/symbol/symbol.ts
/* @__NO_SIDE_EFFECTS__ */
function symbol(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "symbol",
		reference: symbol,
		expects: "symbol",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (typeof dataset.value === "symbol") dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/tuple/tuple.ts
/* @__NO_SIDE_EFFECTS__ */
function tuple(items, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "tuple",
		reference: tuple,
		expects: "Array",
		async: false,
		items,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				for (let key = 0; key < this.items.length; key++) {
					const value$1 = input[key];
					const itemDataset = this.items[key]["~run"]({ value: value$1 }, config$1);
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = itemDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!itemDataset.typed) dataset.typed = false;
					dataset.value.push(itemDataset.value);
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/tuple/tupleAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function tupleAsync(items, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "tuple",
		reference: tupleAsync,
		expects: "Array",
		async: true,
		items,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				const itemDatasets = await Promise.all(this.items.map(async (item, key) => {
					const value$1 = input[key];
					return [
						key,
						value$1,
						await item["~run"]({ value: value$1 }, config$1)
					];
				}));
				for (const [key, value$1, itemDataset] of itemDatasets) {
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = itemDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!itemDataset.typed) dataset.typed = false;
					dataset.value.push(itemDataset.value);
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/tupleWithRest/tupleWithRest.ts
/* @__NO_SIDE_EFFECTS__ */
function tupleWithRest(items, rest, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "tuple_with_rest",
		reference: tupleWithRest,
		expects: "Array",
		async: false,
		items,
		rest,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				for (let key = 0; key < this.items.length; key++) {
					const value$1 = input[key];
					const itemDataset = this.items[key]["~run"]({ value: value$1 }, config$1);
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = itemDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!itemDataset.typed) dataset.typed = false;
					dataset.value.push(itemDataset.value);
				}
				if (!dataset.issues || !config$1.abortEarly) for (let key = this.items.length; key < input.length; key++) {
					const value$1 = input[key];
					const itemDataset = this.rest["~run"]({ value: value$1 }, config$1);
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = itemDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!itemDataset.typed) dataset.typed = false;
					dataset.value.push(itemDataset.value);
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/tupleWithRest/tupleWithRestAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function tupleWithRestAsync(items, rest, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "tuple_with_rest",
		reference: tupleWithRestAsync,
		expects: "Array",
		async: true,
		items,
		rest,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				const [normalDatasets, restDatasets] = await Promise.all([Promise.all(this.items.map(async (item, key) => {
					const value$1 = input[key];
					return [
						key,
						value$1,
						await item["~run"]({ value: value$1 }, config$1)
					];
				})), Promise.all(input.slice(this.items.length).map(async (value$1, key) => {
					return [
						key + this.items.length,
						value$1,
						await this.rest["~run"]({ value: value$1 }, config$1)
					];
				}))]);
				for (const [key, value$1, itemDataset] of normalDatasets) {
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = itemDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!itemDataset.typed) dataset.typed = false;
					dataset.value.push(itemDataset.value);
				}
				if (!dataset.issues || !config$1.abortEarly) for (const [key, value$1, itemDataset] of restDatasets) {
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = itemDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!itemDataset.typed) dataset.typed = false;
					dataset.value.push(itemDataset.value);
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/undefined/undefined.ts
/* @__NO_SIDE_EFFECTS__ */
function undefined_(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "undefined",
		reference: undefined_,
		expects: "undefined",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value === void 0) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/undefinedable/undefinedable.ts
/* @__NO_SIDE_EFFECTS__ */
function undefinedable(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "undefinedable",
		reference: undefinedable,
		expects: `(${wrapped.expects} | undefined)`,
		async: false,
		wrapped,
		default: default_,
		"~run"(dataset, config$1) {
			if (dataset.value === void 0) {
				if (this.default !== void 0) dataset.value = /* @__PURE__ */ getDefault(this, dataset, config$1);
				if (dataset.value === void 0) {
					dataset.typed = true;
					return dataset;
				}
			}
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/undefinedable/undefinedableAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function undefinedableAsync(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "undefinedable",
		reference: undefinedableAsync,
		expects: `(${wrapped.expects} | undefined)`,
		async: true,
		wrapped,
		default: default_,
		async "~run"(dataset, config$1) {
			if (dataset.value === void 0) {
				if (this.default !== void 0) dataset.value = await /* @__PURE__ */ getDefault(this, dataset, config$1);
				if (dataset.value === void 0) {
					dataset.typed = true;
					return dataset;
				}
			}
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/union/utils/_subIssues/_subIssues.ts
/**
* Returns the sub issues of the provided datasets for the union issue.
*
* @param datasets The datasets.
*
* @returns The sub issues.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _subIssues(datasets) {
	let issues;
	if (datasets) for (const dataset of datasets) if (issues) for (const issue of dataset.issues) issues.push(issue);
	else issues = dataset.issues;
	return issues;
}

//#endregion
//#region src/schemas/union/union.ts
/* @__NO_SIDE_EFFECTS__ */
function union(options, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "union",
		reference: union,
		expects: /* @__PURE__ */ _joinExpects(options.map((option) => option.expects), "|"),
		async: false,
		options,
		message: message$1,
		"~run"(dataset, config$1) {
			let validDataset;
			let typedDatasets;
			let untypedDatasets;
			for (const schema of this.options) {
				const optionDataset = schema["~run"]({ value: dataset.value }, config$1);
				if (optionDataset.typed) if (optionDataset.issues) if (typedDatasets) typedDatasets.push(optionDataset);
				else typedDatasets = [optionDataset];
				else {
					validDataset = optionDataset;
					break;
				}
				else if (untypedDatasets) untypedDatasets.push(optionDataset);
				else untypedDatasets = [optionDataset];
			}
			if (validDataset) return validDataset;
			if (typedDatasets) {
				if (typedDatasets.length === 1) return typedDatasets[0];
				_addIssue(this, "type", dataset, config$1, { issues: /* @__PURE__ */ _subIssues(typedDatasets) });
				dataset.typed = true;
			} else if (untypedDatasets?.length === 1) return untypedDatasets[0];
			else _addIssue(this, "type", dataset, config$1, { issues: /* @__PURE__ */ _subIssues(untypedDatasets) });
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/union/unionAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function unionAsync(options, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "union",
		reference: unionAsync,
		expects: /* @__PURE__ */ _joinExpects(options.map((option) => option.expects), "|"),
		async: true,
		options,
		message: message$1,
		async "~run"(dataset, config$1) {
			let validDataset;
			let typedDatasets;
			let untypedDatasets;
			for (const schema of this.options) {
				const optionDataset = await schema["~run"]({ value: dataset.value }, config$1);
				if (optionDataset.typed) if (optionDataset.issues) if (typedDatasets) typedDatasets.push(optionDataset);
				else typedDatasets = [optionDataset];
				else {
					validDataset = optionDataset;
					break;
				}
				else if (untypedDatasets) untypedDatasets.push(optionDataset);
				else untypedDatasets = [optionDataset];
			}
			if (validDataset) return validDataset;
			if (typedDatasets) {
				if (typedDatasets.length === 1) return typedDatasets[0];
				_addIssue(this, "type", dataset, config$1, { issues: /* @__PURE__ */ _subIssues(typedDatasets) });
				dataset.typed = true;
			} else if (untypedDatasets?.length === 1) return untypedDatasets[0];
			else _addIssue(this, "type", dataset, config$1, { issues: /* @__PURE__ */ _subIssues(untypedDatasets) });
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/unknown/unknown.ts
/**
* Creates a unknown schema.
*
* @returns A unknown schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function unknown() {
	return _standardSchema({
		kind: "schema",
		type: "unknown",
		reference: unknown,
		expects: "unknown",
		async: false,
		"~run"(dataset) {
			dataset.typed = true;
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/variant/variant.ts
/* @__NO_SIDE_EFFECTS__ */
function variant(key, options, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "variant",
		reference: variant,
		expects: "Object",
		async: false,
		key,
		options,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				let outputDataset;
				let maxDiscriminatorPriority = 0;
				let invalidDiscriminatorKey = this.key;
				let expectedDiscriminators = [];
				const parseOptions = (variant$1, allKeys) => {
					for (const schema of variant$1.options) {
						if (schema.type === "variant") parseOptions(schema, new Set(allKeys).add(schema.key));
						else {
							let keysAreValid = true;
							let currentPriority = 0;
							for (const currentKey of allKeys) {
								const discriminatorSchema = schema.entries[currentKey];
								if (currentKey in input ? discriminatorSchema["~run"]({
									typed: false,
									value: input[currentKey]
								}, ABORT_EARLY_CONFIG).issues : discriminatorSchema.type !== "exact_optional" && discriminatorSchema.type !== "optional" && discriminatorSchema.type !== "nullish") {
									keysAreValid = false;
									if (invalidDiscriminatorKey !== currentKey && (maxDiscriminatorPriority < currentPriority || maxDiscriminatorPriority === currentPriority && currentKey in input && !(invalidDiscriminatorKey in input))) {
										maxDiscriminatorPriority = currentPriority;
										invalidDiscriminatorKey = currentKey;
										expectedDiscriminators = [];
									}
									if (invalidDiscriminatorKey === currentKey) expectedDiscriminators.push(schema.entries[currentKey].expects);
									break;
								}
								currentPriority++;
							}
							if (keysAreValid) {
								const optionDataset = schema["~run"]({ value: input }, config$1);
								if (!outputDataset || !outputDataset.typed && optionDataset.typed) outputDataset = optionDataset;
							}
						}
						if (outputDataset && !outputDataset.issues) break;
					}
				};
				parseOptions(this, new Set([this.key]));
				if (outputDataset) return outputDataset;
				_addIssue(this, "type", dataset, config$1, {
					input: input[invalidDiscriminatorKey],
					expected: /* @__PURE__ */ _joinExpects(expectedDiscriminators, "|"),
					path: [{
						type: "object",
						origin: "value",
						input,
						key: invalidDiscriminatorKey,
						value: input[invalidDiscriminatorKey]
					}]
				});
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/variant/variantAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function variantAsync(key, options, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "variant",
		reference: variantAsync,
		expects: "Object",
		async: true,
		key,
		options,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				let outputDataset;
				let maxDiscriminatorPriority = 0;
				let invalidDiscriminatorKey = this.key;
				let expectedDiscriminators = [];
				const parseOptions = async (variant$1, allKeys) => {
					for (const schema of variant$1.options) {
						if (schema.type === "variant") await parseOptions(schema, new Set(allKeys).add(schema.key));
						else {
							let keysAreValid = true;
							let currentPriority = 0;
							for (const currentKey of allKeys) {
								const discriminatorSchema = schema.entries[currentKey];
								if (currentKey in input ? (await discriminatorSchema["~run"]({
									typed: false,
									value: input[currentKey]
								}, ABORT_EARLY_CONFIG)).issues : discriminatorSchema.type !== "exact_optional" && discriminatorSchema.type !== "optional" && discriminatorSchema.type !== "nullish") {
									keysAreValid = false;
									if (invalidDiscriminatorKey !== currentKey && (maxDiscriminatorPriority < currentPriority || maxDiscriminatorPriority === currentPriority && currentKey in input && !(invalidDiscriminatorKey in input))) {
										maxDiscriminatorPriority = currentPriority;
										invalidDiscriminatorKey = currentKey;
										expectedDiscriminators = [];
									}
									if (invalidDiscriminatorKey === currentKey) expectedDiscriminators.push(schema.entries[currentKey].expects);
									break;
								}
								currentPriority++;
							}
							if (keysAreValid) {
								const optionDataset = await schema["~run"]({ value: input }, config$1);
								if (!outputDataset || !outputDataset.typed && optionDataset.typed) outputDataset = optionDataset;
							}
						}
						if (outputDataset && !outputDataset.issues) break;
					}
				};
				await parseOptions(this, new Set([this.key]));
				if (outputDataset) return outputDataset;
				_addIssue(this, "type", dataset, config$1, {
					input: input[invalidDiscriminatorKey],
					expected: /* @__PURE__ */ _joinExpects(expectedDiscriminators, "|"),
					path: [{
						type: "object",
						origin: "value",
						input,
						key: invalidDiscriminatorKey,
						value: input[invalidDiscriminatorKey]
					}]
				});
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/void/void.ts
/* @__NO_SIDE_EFFECTS__ */
function void_(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "void",
		reference: void_,
		expects: "void",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value === void 0) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/methods/keyof/keyof.ts
/* @__NO_SIDE_EFFECTS__ */
function keyof(schema, message$1) {
	return /* @__PURE__ */ picklist(Object.keys(schema.entries), message$1);
}

//#endregion
//#region src/methods/message/message.ts
/**
* Changes the local message configuration of a schema.
*
* @param schema The schema to configure.
* @param message_ The error message.
*
* @returns The configured schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function message(schema, message_) {
	return _standardSchema({
		...schema,
		"~run"(dataset, config$1) {
			return schema["~run"](dataset, {
				...config$1,
				message: message_
			});
		}
	});
}

//#endregion
//#region src/methods/omit/omit.ts
/**
* Creates a modified copy of an object schema that does not contain the
* selected entries.
*
* @param schema The schema to omit from.
* @param keys The selected entries.
*
* @returns An object schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function omit(schema, keys) {
	const entries$1 = { ...schema.entries };
	for (const key of keys) delete entries$1[key];
	return _standardSchema({
		...schema,
		entries: entries$1
	});
}

//#endregion
//#region src/methods/parse/parse.ts
/**
* Parses an unknown input based on a schema.
*
* @param schema The schema to be used.
* @param input The input to be parsed.
* @param config The parse configuration.
*
* @returns The parsed input.
*/
function parse(schema, input, config$1) {
	const dataset = schema["~run"]({ value: input }, /* @__PURE__ */ getGlobalConfig(config$1));
	if (dataset.issues) throw new ValiError(dataset.issues);
	return dataset.value;
}

//#endregion
//#region src/methods/parse/parseAsync.ts
/**
* Parses an unknown input based on a schema.
*
* @param schema The schema to be used.
* @param input The input to be parsed.
* @param config The parse configuration.
*
* @returns The parsed input.
*/
async function parseAsync(schema, input, config$1) {
	const dataset = await schema["~run"]({ value: input }, /* @__PURE__ */ getGlobalConfig(config$1));
	if (dataset.issues) throw new ValiError(dataset.issues);
	return dataset.value;
}

//#endregion
//#region src/methods/parser/parser.ts
/* @__NO_SIDE_EFFECTS__ */
function parser(schema, config$1) {
	const func = (input) => parse(schema, input, config$1);
	func.schema = schema;
	func.config = config$1;
	return func;
}

//#endregion
//#region src/methods/parser/parserAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function parserAsync(schema, config$1) {
	const func = (input) => parseAsync(schema, input, config$1);
	func.schema = schema;
	func.config = config$1;
	return func;
}

//#endregion
//#region src/methods/partial/partial.ts
/* @__NO_SIDE_EFFECTS__ */
function partial(schema, keys) {
	const entries$1 = {};
	for (const key in schema.entries) entries$1[key] = !keys || keys.includes(key) ? /* @__PURE__ */ dist_optional(schema.entries[key]) : schema.entries[key];
	return _standardSchema({
		...schema,
		entries: entries$1
	});
}

//#endregion
//#region src/methods/partial/partialAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function partialAsync(schema, keys) {
	const entries$1 = {};
	for (const key in schema.entries) entries$1[key] = !keys || keys.includes(key) ? /* @__PURE__ */ optionalAsync(schema.entries[key]) : schema.entries[key];
	return _standardSchema({
		...schema,
		entries: entries$1
	});
}

//#endregion
//#region src/methods/pick/pick.ts
/**
* Creates a modified copy of an object schema that contains only the selected
* entries.
*
* @param schema The schema to pick from.
* @param keys The selected entries.
*
* @returns An object schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function pick(schema, keys) {
	const entries$1 = {};
	for (const key of keys) entries$1[key] = schema.entries[key];
	return _standardSchema({
		...schema,
		entries: entries$1
	});
}

//#endregion
//#region src/methods/pipe/pipe.ts
/* @__NO_SIDE_EFFECTS__ */
function pipe(...pipe$1) {
	return _standardSchema({
		...pipe$1[0],
		pipe: pipe$1,
		"~run"(dataset, config$1) {
			for (const item of pipe$1) if (item.kind !== "metadata") {
				if (dataset.issues && (item.kind === "schema" || item.kind === "transformation")) {
					dataset.typed = false;
					break;
				}
				if (!dataset.issues || !config$1.abortEarly && !config$1.abortPipeEarly) dataset = item["~run"](dataset, config$1);
			}
			return dataset;
		}
	});
}

//#endregion
//#region src/methods/pipe/pipeAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function pipeAsync(...pipe$1) {
	return _standardSchema({
		...pipe$1[0],
		pipe: pipe$1,
		async: true,
		async "~run"(dataset, config$1) {
			for (const item of pipe$1) if (item.kind !== "metadata") {
				if (dataset.issues && (item.kind === "schema" || item.kind === "transformation")) {
					dataset.typed = false;
					break;
				}
				if (!dataset.issues || !config$1.abortEarly && !config$1.abortPipeEarly) dataset = await item["~run"](dataset, config$1);
			}
			return dataset;
		}
	});
}

//#endregion
//#region src/methods/required/required.ts
/* @__NO_SIDE_EFFECTS__ */
function required(schema, arg2, arg3) {
	const keys = Array.isArray(arg2) ? arg2 : void 0;
	const message$1 = Array.isArray(arg2) ? arg3 : arg2;
	const entries$1 = {};
	for (const key in schema.entries) entries$1[key] = !keys || keys.includes(key) ? /* @__PURE__ */ nonOptional(schema.entries[key], message$1) : schema.entries[key];
	return _standardSchema({
		...schema,
		entries: entries$1
	});
}

//#endregion
//#region src/methods/required/requiredAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function requiredAsync(schema, arg2, arg3) {
	const keys = Array.isArray(arg2) ? arg2 : void 0;
	const message$1 = Array.isArray(arg2) ? arg3 : arg2;
	const entries$1 = {};
	for (const key in schema.entries) entries$1[key] = !keys || keys.includes(key) ? /* @__PURE__ */ nonOptionalAsync(schema.entries[key], message$1) : schema.entries[key];
	return _standardSchema({
		...schema,
		entries: entries$1
	});
}

//#endregion
//#region src/methods/safeParse/safeParse.ts
/**
* Parses an unknown input based on a schema.
*
* @param schema The schema to be used.
* @param input The input to be parsed.
* @param config The parse configuration.
*
* @returns The parse result.
*/
/* @__NO_SIDE_EFFECTS__ */
function safeParse(schema, input, config$1) {
	const dataset = schema["~run"]({ value: input }, /* @__PURE__ */ getGlobalConfig(config$1));
	return {
		typed: dataset.typed,
		success: !dataset.issues,
		output: dataset.value,
		issues: dataset.issues
	};
}

//#endregion
//#region src/methods/safeParse/safeParseAsync.ts
/**
* Parses an unknown input based on a schema.
*
* @param schema The schema to be used.
* @param input The input to be parsed.
* @param config The parse configuration.
*
* @returns The parse result.
*/
/* @__NO_SIDE_EFFECTS__ */
async function safeParseAsync(schema, input, config$1) {
	const dataset = await schema["~run"]({ value: input }, /* @__PURE__ */ getGlobalConfig(config$1));
	return {
		typed: dataset.typed,
		success: !dataset.issues,
		output: dataset.value,
		issues: dataset.issues
	};
}

//#endregion
//#region src/methods/safeParser/safeParser.ts
/* @__NO_SIDE_EFFECTS__ */
function safeParser(schema, config$1) {
	const func = (input) => /* @__PURE__ */ safeParse(schema, input, config$1);
	func.schema = schema;
	func.config = config$1;
	return func;
}

//#endregion
//#region src/methods/safeParser/safeParserAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function safeParserAsync(schema, config$1) {
	const func = (input) => /* @__PURE__ */ safeParseAsync(schema, input, config$1);
	func.schema = schema;
	func.config = config$1;
	return func;
}

//#endregion
//#region src/methods/summarize/summarize.ts
/**
* Summarize the error messages of issues in a pretty-printable multi-line string.
*
* @param issues The list of issues.
*
* @returns A summary of the issues.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function summarize(issues) {
	let summary = "";
	for (const issue of issues) {
		if (summary) summary += "\n";
		summary += `× ${issue.message}`;
		const dotPath = /* @__PURE__ */ getDotPath(issue);
		if (dotPath) summary += `\n  → at ${dotPath}`;
	}
	return summary;
}

//#endregion
//#region src/methods/unwrap/unwrap.ts
/**
* Unwraps the wrapped schema.
*
* @param schema The schema to be unwrapped.
*
* @returns The unwrapped schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function unwrap(schema) {
	return schema.wrapped;
}

//#endregion

;// CONCATENATED MODULE: external "ky"
const external_ky_namespaceObject = require("ky");
var external_ky_default = /*#__PURE__*/__webpack_require__.n(external_ky_namespaceObject);
;// CONCATENATED MODULE: ../shared-contracts/src/http/errors.ts

const ApiErrorItemSchema = object({
    msg: string(),
    param: dist_optional(string()),
    code: dist_optional(string())
});
const ApiErrorBodySchema = object({
    errors: array(ApiErrorItemSchema)
});
const GENERIC_ERROR = 'Ops... Vaya algo no salio bien!';
/** What every failed call turns into: the status and the spec's `errors[0]` shape. */ class ApiError extends Error {
    status;
    errors;
    constructor(status, errors){
        super(errors[0]?.msg ?? GENERIC_ERROR);
        this.name = 'ApiError';
        this.status = status;
        this.errors = errors.length ? errors : [
            {
                msg: GENERIC_ERROR
            }
        ];
    }
    /** The server's message for a named field, for forms. */ fieldError(param) {
        return this.errors.find((e)=>e.param === param)?.msg;
    }
}

;// CONCATENATED MODULE: ../shared-contracts/src/http/client.ts



/** The fixed application authorisation every call carries (spec 000 §6). Public by nature: it ships in the bundle. */ const APP_AUTHORIZATION = 'Bearer botica-web-1.10.13';
const APP_AUTH_HEADER = 'Authorization';
const CLIENTE_HEADER = 'Cliente';
async function toApiError(error) {
    if (error instanceof ApiError) return error;
    if (error instanceof external_ky_namespaceObject.HTTPError) {
        let body;
        try {
            body = await error.response.clone().json();
        } catch  {
            body = undefined;
        }
        const parsed = safeParse(ApiErrorBodySchema, body);
        return new ApiError(error.response.status, parsed.success ? parsed.output.errors : [
            {
                msg: GENERIC_ERROR
            }
        ]);
    }
    // Network failures, timeouts and aborted requests are status 500 for the caller (spec 000 §7).
    return new ApiError(500, [
        {
            msg: GENERIC_ERROR
        }
    ]);
}
function createApiClient(options = {}) {
    const base = options.baseUrl ?? (typeof location !== 'undefined' ? new URL('/api', location.origin).toString() : 'http://localhost:4000/api');
    const config = {
        prefixUrl: base,
        credentials: 'include',
        timeout: options.timeoutMs ?? 15000,
        retry: {
            limit: 1,
            methods: [
                'get'
            ]
        },
        headers: {
            [APP_AUTH_HEADER]: APP_AUTHORIZATION
        },
        hooks: {
            beforeRequest: [
                (request)=>{
                    const token = options.getClienteToken?.();
                    if (token) request.headers.set(CLIENTE_HEADER, token);
                }
            ],
            beforeError: [
                async (error)=>{
                    const apiError = await toApiError(error);
                    options.onError?.(apiError, error.options?.context ?? {});
                    error.apiError = apiError;
                    return error;
                }
            ]
        }
    };
    return external_ky_default().create(config);
}
/** Runs a call and rethrows any failure as an ApiError. */ async function call(run) {
    try {
        return await run();
    } catch (error) {
        const attached = error.apiError;
        throw attached ?? await toApiError(error);
    }
}
/** GET/POST helpers that validate the answer with a valibot schema. */ async function client_getJson(client, path, schema, options) {
    return call(async ()=>parse(schema, await client.get(path, options).json()));
}
async function sendJson(client, method, path, body, schema) {
    return call(async ()=>v.parse(schema, await client[method](path, body === undefined ? {} : {
            json: body
        }).json()));
}

;// CONCATENATED MODULE: ../shared-contracts/src/geo/entities.ts

const LocationSchema = object({
    codigo: dist_number(),
    descripcion: string(),
    tipo: string()
});
const BranchScheduleSchema = object({
    dia: dist_number(),
    horaInicioMostrador: nullish(string()),
    horaFinMostrador: nullish(string()),
    horaInicioDelivery: nullish(string()),
    horaFinDelivery: nullish(string())
});
const BranchSchema = object({
    codigo: dist_number(),
    numero: dist_number(),
    descripcion: string(),
    direccion: string(),
    latitud: dist_number(),
    longitud: dist_number(),
    horarios: array(BranchScheduleSchema),
    ciudad: string(),
    departamento: string(),
    ciudadCodigo: dist_number(),
    departamentoCodigo: dist_number(),
    telefono: nullish(string()),
    sucursalDelivery: dist_optional(object({
        parametros: object({
            entregaProgramada: string()
        })
    })),
    DISTANCIA_KM: dist_optional(dist_number())
});
const AddressSchema = object({
    codigo: dist_number(),
    nombre: string(),
    calle: string(),
    numero: nullish(string()),
    forma: nullish(string()),
    lateral1: nullish(string()),
    lateral2: nullish(string()),
    edificio: nullish(string()),
    piso: nullish(string()),
    default: picklist([
        'S',
        'N'
    ]),
    ubicacion: nullish(object({
        barrio: nullish(LocationSchema),
        ciudad: nullish(LocationSchema),
        departamento: nullish(LocationSchema)
    })),
    latitud: nullish(dist_number()),
    longitud: nullish(dist_number()),
    sucursal: nullish(dist_number())
});

;// CONCATENATED MODULE: ../shared-contracts/src/catalog/entities.ts

const flag = picklist([
    'S',
    'N'
]);
const PaymentDiscountSchema = object({
    codigoDescuento: dist_number(),
    imagen: nullish(string()),
    color: nullish(string()),
    descripcion: string(),
    porcentaje: dist_number(),
    precioConDescuento: dist_number(),
    advertencia: nullish(string()),
    productoCodigo: dist_number(),
    test: dist_optional(dist_boolean())
});
const QuantityDiscountSchema = object({
    step: dist_number(),
    stepCalc: dist_optional(dist_number()),
    porcentajeDescuento: dist_number(),
    promocion: string(),
    mensaje: nullish(string())
});
const CategoryRefSchema = object({
    codigo: dist_number(),
    descripcion: string(),
    slug: dist_optional(string())
});
const ProductSchema = object({
    codigo: dist_number(),
    descripcion: string(),
    descripcionLarga: nullish(string()),
    codigoBarra: nullish(string()),
    slug: string(),
    precio: pipe(dist_number(), integer()),
    precioSinDescuento: dist_optional(dist_number()),
    descuento: dist_number(),
    mostrarDescuento: dist_optional(dist_boolean()),
    descuentosFormas: array(PaymentDiscountSchema),
    descuentoPorCantidad: nullish(QuantityDiscountSchema),
    marca: nullish(object({
        codigo: dist_optional(dist_number()),
        descripcion: string()
    })),
    fabricante: nullish(object({
        codigo: dist_optional(dist_number()),
        descripcion: string()
    })),
    categoria: nullish(CategoryRefSchema),
    padres: dist_optional(array(CategoryRefSchema)),
    fotoPrincipal: nullish(object({
        nombre: string()
    })),
    galeria: dist_optional(array(object({
        nombre: string()
    }))),
    existencias: dist_optional(dist_number()),
    canonical: nullish(string()),
    promocion: dist_optional(flag),
    nuevo: dist_optional(flag),
    descontinuado: dist_optional(flag),
    codigoControl: dist_optional(dist_number()),
    esRefrigerado: dist_optional(dist_boolean()),
    iva: dist_optional(dist_number()),
    atributos: dist_optional(array(object({
        nombre: string(),
        valor: string()
    }))),
    calificacion: dist_optional(object({
        promedio: dist_number(),
        cantidad: dist_number()
    })),
    topeLineaCategoria: nullish(object({
        licaCodigo: dist_number(),
        cantidadTopeCategoria: dist_number(),
        descripcion: string()
    }))
});
const ProductPageSchema = object({
    results: array(ProductSchema),
    total: dist_number(),
    page: dist_optional(dist_number()),
    pageSize: dist_optional(dist_number())
});
const CategoryNodeSchema = object({
    codigo: dist_number(),
    descripcion: string(),
    slug: string(),
    imagen: nullish(string()),
    categorias: array(lazy(()=>CategoryNodeSchema))
});
/** A header mega-menu entry (spec 002 §3). */ const MenuEntrySchema = object({
    MEW_CODIGO: dist_number(),
    MEW_DESCRIPCION: string(),
    MEW_SLUG: string(),
    MEW_URL: nullish(string()),
    MEW_COLOR: nullish(string()),
    MEW_CARGA_PERSONALIZADA: flag,
    imagenes: nullish(object({
        FILENAME: string()
    })),
    codigo: dist_number(),
    descripcion: string(),
    slug: dist_optional(string()),
    categorias: array(CategoryNodeSchema)
});
const BannerSchema = object({
    codigo: dist_number(),
    imagen: nullish(string()),
    imagenWeb: nullish(string()),
    url: nullish(string()),
    descripcion: nullish(string()),
    orden: dist_number(),
    posicion: string(),
    fechaFin: nullish(string())
});
const BrandSchema = object({
    codigo: dist_number(),
    descripcion: string(),
    slug: string(),
    imagen: nullish(string())
});
const SORT_OPTIONS = [
    'destacado',
    'promocion',
    'nuevo',
    'menor_precio',
    'mayor_precio',
    'descuento'
];
const DISCOUNT_FILTERS = [
    10,
    20,
    30,
    40,
    50,
    60,
    70,
    80
];
const PAGE_SIZE = 12;
const MAX_LINE_QUANTITY = 12;
const PRICE_NOTE = 'Precio exclusivo para compras vía Web.';

;// CONCATENATED MODULE: ../shared-contracts/src/catalog/responses.ts



/**
 * Answers of every catalogue and home/header call (spec 000 §7, spec 002 §7).
 * Entities live in `./entities.ts`; this file only describes the envelopes.
 */ const ok = literal(true);
// ---------------------------------------------------------------------------
// Query strings shared by every product list
// ---------------------------------------------------------------------------
/** `?p=2&orderBy=menor_precio&descuento=30` — p is 1-based. */ const ProductListQuerySchema = object({
    p: dist_optional(pipe(string(), regex(/^[1-9]\d{0,5}$/, 'La página debe ser un número mayor a 0')), '1'),
    /** Without it each list uses its own natural order (destacado for most, nuevo for novedades…). */ orderBy: dist_optional(picklist(SORT_OPTIONS, 'Orden no válido')),
    descuento: dist_optional(picklist(DISCOUNT_FILTERS.map((n)=>String(n)), 'El filtro de descuento debe ser 10, 20, 30, 40, 50, 60, 70 u 80'))
});
/** `GET /buscar?q&p&orderBy[&limit&buscador=true]` */ const SearchQuerySchema = object({
    q: pipe(string('Ingrese un texto para buscar'), trim(), minLength(2, 'La búsqueda debe tener al menos 2 caracteres'), maxLength(100, 'La búsqueda es demasiado larga')),
    p: dist_optional(pipe(string(), regex(/^[1-9]\d{0,5}$/, 'La página debe ser un número mayor a 0')), '1'),
    orderBy: dist_optional(picklist(SORT_OPTIONS, 'Orden no válido')),
    limit: dist_optional(pipe(string(), regex(/^([1-9]|[1-4]\d|50)$/, 'El límite debe estar entre 1 y 50'))),
    buscador: dist_optional(picklist([
        'true',
        'false'
    ]))
});
// ---------------------------------------------------------------------------
// Product lists and detail
// ---------------------------------------------------------------------------
/** Every paginated product list: `{ ok, results, total, page, pageSize }`. */ const ProductListResponseSchema = object({
    ok,
    results: array(ProductSchema),
    total: dist_number(),
    page: dist_number(),
    pageSize: dist_number()
});
/** `GET /buscar` — `sugerencia` is set only when nothing was found and a close catalogue word exists. */ const SearchResponseSchema = object({
    ...ProductListResponseSchema.entries,
    sugerencia: nullish(string())
});
/** `GET /productos/{codigo}` */ const ProductDetailResponseSchema = object({
    ok,
    result: ProductSchema
});
// ---------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------
/** `GET /categorias` — the header mega menu. */ const MenuResponseSchema = object({
    ok,
    results: array(MenuEntrySchema)
});
/** `GET /categorias/{id}` — the category page's product grid plus the category itself. */ const CategoryProductsResponseSchema = object({
    ...ProductListResponseSchema.entries,
    categoria: CategoryRefSchema
});
const RelatedCategorySchema = object({
    codigo: dist_number(),
    descripcion: string(),
    slug: string(),
    imagen: nullish(string()),
    cantidad: dist_number()
});
/** `GET /categorias/relaciones/{id}` — children first, then siblings. */ const CategoryRelationsResponseSchema = object({
    ok,
    results: array(RelatedCategorySchema)
});
const FaqEntrySchema = object({
    pregunta: string(),
    respuesta: string()
});
/** `GET /categorias/detalles/{id}` — title, breadcrumb ancestors (root first) and the attribute accordion. */ const CategoryDetailResponseSchema = object({
    ok,
    result: object({
        codigo: dist_number(),
        descripcion: string(),
        slug: string(),
        titulo: string(),
        imagen: nullish(string()),
        padres: array(CategoryRefSchema),
        preguntas: array(FaqEntrySchema)
    })
});
/** `GET /categorias-destacadas` */ const FeaturedCategoriesResponseSchema = object({
    ok,
    results: array(RelatedCategorySchema)
});
// ---------------------------------------------------------------------------
// Listing pages by brand / manufacturer / category (/{opcion}/{id}/{slug})
// ---------------------------------------------------------------------------
const LISTING_OPTIONS = (/* unused pure expression or super */ null && ([
    'marca',
    'fabricante',
    'categoria'
]));
/** `GET /productos/listado/{opcion}/{id}`, `/productos/destacadosList/{opcion}/{id}`, `/productos/{slug}/{code}` (custom menu),
 * `/productos/promociones/{promo}` and `/productos/descuento/{percent}` add a title. */ const TitledProductListResponseSchema = object({
    ...ProductListResponseSchema.entries,
    titulo: string()
});
// ---------------------------------------------------------------------------
// Discounts
// ---------------------------------------------------------------------------
const DiscountSchema = object({
    codigoDescuento: dist_number(),
    descripcion: string(),
    porcentaje: dist_number(),
    imagen: nullish(string()),
    color: nullish(string()),
    advertencia: nullish(string()),
    cantidadProductos: dist_number()
});
/** `GET /descuentos?categoria&q` — payment-method discounts in force (test ones only for testers). */ const DiscountsResponseSchema = object({
    ok,
    results: array(DiscountSchema)
});
/** `GET /descuentos/descripcion/{codigoDescuento}` and `/descuentos/regalo/{codigo}` — `result` is the text. */ const DiscountTextResponseSchema = object({
    ok,
    result: string()
});
// ---------------------------------------------------------------------------
// Availability
// ---------------------------------------------------------------------------
/** `GET /existencia/{id}` and `/existencia/producto/{id}` */ const AvailabilityResponseSchema = object({
    ok,
    disponibilidad: object({
        existencia: dist_number(),
        sucursal: nullish(dist_number())
    })
});
const WhereToBuyEntrySchema = object({
    sucursal: BranchSchema,
    distancia: dist_number(),
    existencia: dist_number()
});
/** `GET /productos/existencia/donde-comprar/{code}?lat&lng` — nearest first, only branches with stock. */ const WhereToBuyResponseSchema = object({
    ok,
    result: array(WhereToBuyEntrySchema)
});
// ---------------------------------------------------------------------------
// Favourites and ratings
// ---------------------------------------------------------------------------
/** `GET /favoritos` is a ProductListResponse. */ const FavouritesCountResponseSchema = object({
    ok,
    result: dist_number()
});
/** `GET /favoritos/verificar/{code}` */ const FavouriteCheckResponseSchema = object({
    ok,
    result: dist_boolean()
});
/** `POST /favoritos/agregar/{code}`, `DELETE /favoritos/delete/{code}` */ const FavouriteChangeResponseSchema = object({
    ok,
    message: string(),
    result: dist_number()
});
/** `GET /calificaciones/ver/{code}` — `propia` is the logged-in customer's own score or null. */ const RatingResponseSchema = object({
    ok,
    result: object({
        promedio: dist_number(),
        cantidad: dist_number(),
        propia: nullish(dist_number())
    })
});
/** `POST /calificaciones/agregar/{code}` form field `puntaje` (1–5). */ const RatingBodySchema = object({
    puntaje: pipe(union([
        string(),
        dist_number()
    ], 'La calificación es requerida'), transform((x)=>Number(x)), integer('La calificación debe ser un número entero entre 1 y 5'), minValue(1, 'La calificación debe ser un número entero entre 1 y 5'), maxValue(5, 'La calificación debe ser un número entero entre 1 y 5'))
}, 'La calificación es requerida');
const RatingSavedResponseSchema = object({
    ok,
    message: string(),
    result: object({
        promedio: dist_number(),
        cantidad: dist_number(),
        propia: nullish(dist_number())
    })
});
// ---------------------------------------------------------------------------
// Home and header data (spec 002 §2.10, §2.11)
// ---------------------------------------------------------------------------
/** `/novedades-header`, `/novedades-footer`, `/promociones/header`, `/temporizador`, `/temporizador-dos`,
 * `/promos`, `/banners?posicion=` — active banners within their date range, by `orden`. */ const BannersResponseSchema = object({
    ok,
    results: array(BannerSchema)
});
/** `GET /ofertas` — main and secondary offer banners. */ const OffersResponseSchema = object({
    ok,
    results: object({
        principal: array(BannerSchema),
        secundaria: array(BannerSchema)
    })
});
/** `GET /marcas-destacadas` */ const BrandsResponseSchema = object({
    ok,
    results: array(BrandSchema)
});
/** `GET /parametros` — every parameter as name → value. */ const ParametersResponseSchema = object({
    ok,
    results: record(string(), string())
});
/** `GET /parametros/{name}` */ const ParameterResponseSchema = object({
    ok,
    result: string()
});
/** `GET /configuraciones` — settings the shell needs (flags as booleans, the rest as strings). */ const SettingsResponseSchema = object({
    ok,
    result: object({
        carritoHabilitado: dist_boolean(),
        giftcardHabilitada: dist_boolean(),
        telefono: nullish(string()),
        whatsapp: nullish(string()),
        versionApp: string(),
        valores: record(string(), string())
    })
});
/** Newsletter e-mail rule of spec 002 §5. */ const NEWSLETTER_EMAIL_RE = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,4}$/;
const NewsletterBodySchema = object({
    email: pipe(string('El correo es requerido'), trim(), nonEmpty('El correo es requerido'), regex(NEWSLETTER_EMAIL_RE, 'Correo debe tener el formato correcto.'))
}, 'El correo es requerido');
/** `POST /newsletter` */ const NewsletterResponseSchema = object({
    ok,
    message: string()
});

;// CONCATENATED MODULE: ../node_modules/goober/dist/goober.modern.js
let goober_modern_e={data:""},goober_modern_t=t=>{if("object"==typeof window){let e=(t?t.querySelector("#_goober"):window._goober)||Object.assign(document.createElement("style"),{innerHTML:" ",id:"_goober"});return e.nonce=window.__nonce__,e.parentNode||(t||document.head).appendChild(e),e.firstChild}return t||goober_modern_e},goober_modern_r=e=>{let r=goober_modern_t(e),a=r.data;return r.data="",a},goober_modern_a=/(?:([\u0080-\uFFFF\w-%@]+) *:? *([^{;]+?);|([^;}{]*?) *{)|(}\s*)/g,goober_modern_l=/\/\*[^]*?\*\/|  +/g,goober_modern_n=/\n+/g,goober_modern_o=(e,t)=>{let r="",a="",l="";for(let n in e){let c=e[n];"@"==n[0]?"i"==n[1]?r=n+" "+c+";":a+="f"==n[1]?goober_modern_o(c,n):n+"{"+goober_modern_o(c,"k"==n[1]?"":t)+"}":"object"==typeof c?a+=goober_modern_o(c,t?t.replace(/([^,])+/g,e=>n.replace(/([^,]*:\S+\([^)]*\))|([^,])+/g,t=>/&/.test(t)?t.replace(/&/g,e):e?e+" "+t:t)):n):null!=c&&(n="-"==n[1]?n:n.replace(/[A-Z]/g,"-$&").toLowerCase(),l+=goober_modern_o.p?goober_modern_o.p(n,c):n+":"+c+";")}return r+(t&&l?t+"{"+l+"}":l)+a},goober_modern_c={},goober_modern_i=e=>{if("object"==typeof e){let t="";for(let r in e)t+=r+goober_modern_i(e[r]);return t}return e},goober_modern_s=(e,t,r,s,p)=>{let u=goober_modern_i(e),d=goober_modern_c[u]||(goober_modern_c[u]=(e=>{let t=0,r=11;for(;t<e.length;)r=101*r+e.charCodeAt(t++)>>>0;return"go"+r})(u));if(!goober_modern_c[d]){let t=u!==e?e:(e=>{let t,r,o=[{}];for(;t=goober_modern_a.exec(e.replace(goober_modern_l,""));)t[4]?o.shift():t[3]?(r=t[3].replace(goober_modern_n," ").trim(),o.unshift(o[0][r]=o[0][r]||{})):o[0][t[1]]=t[2].replace(goober_modern_n," ").trim();return o[0]})(e);goober_modern_c[d]=goober_modern_o(p?{["@keyframes "+d]:t}:t,r?"":"."+d)}let f=r&&goober_modern_c.g;return r&&(goober_modern_c.g=goober_modern_c[d]),((e,t,r,a)=>{a?t.data=t.data.replace(a,e):-1===t.data.indexOf(e)&&(t.data=r?e+t.data:t.data+e)})(goober_modern_c[d],t,s,f),d},goober_modern_p=(e,t,r)=>e.reduce((e,a,l)=>{let n=t[l];if(n&&n.call){let e=n(r),t=e&&e.props&&e.props.className||/^go/.test(e)&&e;n=t?"."+t:e&&"object"==typeof e?e.props?"":goober_modern_o(e,""):!1===e?"":e}return e+a+(null==n?"":n)},"");function goober_modern_u(e){let r=this||{},a=e.call?e(r.p):e;return goober_modern_s(a.unshift?a.raw?goober_modern_p(a,[].slice.call(arguments,1),r.p):a.reduce((e,t)=>Object.assign(e,t&&t.call?t(r.p):t),{}):a,goober_modern_t(r.target),r.g,r.o,r.k)}let goober_modern_d,goober_modern_f,goober_modern_g,goober_modern_b=goober_modern_u.bind({g:1}),h=goober_modern_u.bind({k:1});function goober_modern_m(e,t,r,a){goober_modern_o.p=t,goober_modern_d=e,goober_modern_f=r,goober_modern_g=a}function w(e,t){let r=this||{};return function(){let a=arguments;function l(n,o){let c=Object.assign({},n),i=c.className||l.className;r.p=Object.assign({theme:goober_modern_f&&goober_modern_f()},c),r.o=/go\d/.test(i),c.className=goober_modern_u.apply(r,a)+(i?" "+i:""),t&&(c.ref=o);let s=e;return e[0]&&(s=c.as||e,delete c.as),goober_modern_g&&s[0]&&goober_modern_g(c),goober_modern_d(s,c)}return t?t(l):l}}

;// CONCATENATED MODULE: ../node_modules/react-hot-toast/dist/index.mjs
"use client";
var Z=e=>typeof e=="function",dist_h=(e,t)=>Z(e)?e(t):e;var W=(()=>{let e=0;return()=>(++e).toString()})(),E=(()=>{let e;return()=>{if(e===void 0&&typeof window<"u"){let t=matchMedia("(prefers-reduced-motion: reduce)");e=!t||t.matches}return e}})();var re=20,k="default";var H=(e,t)=>{let{toastLimit:o}=e.settings;switch(t.type){case 0:return{...e,toasts:[t.toast,...e.toasts].slice(0,o)};case 1:return{...e,toasts:e.toasts.map(r=>r.id===t.toast.id?{...r,...t.toast}:r)};case 2:let{toast:s}=t;return H(e,{type:e.toasts.find(r=>r.id===s.id)?1:0,toast:s});case 3:let{toastId:a}=t;return{...e,toasts:e.toasts.map(r=>r.id===a||a===void 0?{...r,dismissed:!0,visible:!1}:r)};case 4:return t.toastId===void 0?{...e,toasts:[]}:{...e,toasts:e.toasts.filter(r=>r.id!==t.toastId)};case 5:return{...e,pausedAt:t.time};case 6:let i=t.time-(e.pausedAt||0);return{...e,pausedAt:void 0,toasts:e.toasts.map(r=>({...r,pauseDuration:r.pauseDuration+i}))}}},dist_v=[],j={toasts:[],pausedAt:void 0,settings:{toastLimit:re}},dist_f={},Y=(e,t=k)=>{dist_f[t]=H(dist_f[t]||j,e),dist_v.forEach(([o,s])=>{o===t&&s(dist_f[t])})},dist_=e=>Object.keys(dist_f).forEach(t=>Y(e,t)),Q=e=>Object.keys(dist_f).find(t=>dist_f[t].toasts.some(o=>o.id===e)),S=(e=k)=>t=>{Y(t,e)},se=(/* unused pure expression or super */ null && ({blank:4e3,error:4e3,success:2e3,loading:1/0,custom:4e3})),V=(e={},t=k)=>{let[o,s]=te(dist_f[t]||j),a=oe(dist_f[t]);ee(()=>(a.current!==dist_f[t]&&s(dist_f[t]),dist_v.push([t,s]),()=>{let r=dist_v.findIndex(([l])=>l===t);r>-1&&dist_v.splice(r,1)}),[t]);let i=o.toasts.map(r=>{var l,g,T;return{...e,...e[r.type],...r,removeDelay:r.removeDelay||((l=e[r.type])==null?void 0:l.removeDelay)||(e==null?void 0:e.removeDelay),duration:r.duration||((g=e[r.type])==null?void 0:g.duration)||(e==null?void 0:e.duration)||se[r.type],style:{...e.style,...(T=e[r.type])==null?void 0:T.style,...r.style}}});return{...o,toasts:i}};var ie=(e,t="blank",o)=>({createdAt:Date.now(),visible:!0,dismissed:!1,type:t,ariaProps:{role:"status","aria-live":"polite"},message:e,pauseDuration:0,...o,id:(o==null?void 0:o.id)||W()}),P=e=>(t,o)=>{let s=ie(t,e,o);return S(s.toasterId||Q(s.id))({type:2,toast:s}),s.id},dist_n=(e,t)=>P("blank")(e,t);dist_n.error=P("error");dist_n.success=P("success");dist_n.loading=P("loading");dist_n.custom=P("custom");dist_n.dismiss=(e,t)=>{let o={type:3,toastId:e};t?S(t)(o):dist_(o)};dist_n.dismissAll=e=>dist_n.dismiss(void 0,e);dist_n.remove=(e,t)=>{let o={type:4,toastId:e};t?S(t)(o):dist_(o)};dist_n.removeAll=e=>dist_n.remove(void 0,e);dist_n.promise=(e,t,o)=>{let s=dist_n.loading(t.loading,{...o,...o==null?void 0:o.loading});return typeof e=="function"&&(e=e()),e.then(a=>{let i=t.success?dist_h(t.success,a):void 0;return i?dist_n.success(i,{id:s,...o,...o==null?void 0:o.success}):dist_n.dismiss(s),a}).catch(a=>{let i=t.error?dist_h(t.error,a):void 0;i?dist_n.error(i,{id:s,...o,...o==null?void 0:o.error}):dist_n.dismiss(s)}),e};var ce=1e3,dist_w=(e,t="default")=>{let{toasts:o,pausedAt:s}=V(e,t),a=ne(new Map).current,i=A((c,m=ce)=>{if(a.has(c))return;let p=setTimeout(()=>{a.delete(c),r({type:4,toastId:c})},m);a.set(c,p)},[]);X(()=>{if(s)return;let c=Date.now(),m=o.map(p=>{if(p.duration===1/0)return;let R=(p.duration||0)+p.pauseDuration-(c-p.createdAt);if(R<0){p.visible&&dist_n.dismiss(p.id);return}return setTimeout(()=>dist_n.dismiss(p.id,t),R)});return()=>{m.forEach(p=>p&&clearTimeout(p))}},[o,s,t]);let r=A(S(t),[t]),l=A(()=>{r({type:5,time:Date.now()})},[r]),g=A((c,m)=>{r({type:1,toast:{id:c,height:m}})},[r]),T=A(()=>{s&&r({type:6,time:Date.now()})},[s,r]),d=A((c,m)=>{let{reverseOrder:p=!1,gutter:R=8,defaultPosition:z}=m||{},O=o.filter(u=>(u.position||z)===(c.position||z)&&u.height),K=O.findIndex(u=>u.id===c.id),B=O.filter((u,I)=>I<K&&u.visible).length;return O.filter(u=>u.visible).slice(...p?[B+1]:[0,B]).reduce((u,I)=>u+(I.height||0)+R,0)},[o]);return X(()=>{o.forEach(c=>{if(c.dismissed)i(c.id,c.removeDelay);else{let m=a.get(c.id);m&&(clearTimeout(m),a.delete(c.id))}})},[o,i]),{toasts:o,handlers:{updateHeight:g,startPause:l,endPause:T,calculateOffset:d}}};var de=h` from { transform: scale(0) rotate(45deg); opacity: 0; } to { transform: scale(1) rotate(45deg); opacity: 1; }`,me=h` from { transform: scale(0); opacity: 0; } to { transform: scale(1); opacity: 1; }`,le=h` from { transform: scale(0) rotate(90deg); opacity: 0; } to { transform: scale(1) rotate(90deg); opacity: 1; }`,C=w("div")` width: 20px; opacity: 0; height: 20px; border-radius: 10px; background: ${e=>e.primary||"#ff4b4b"}; position: relative; transform: rotate(45deg); animation: ${de} 0.3s cubic-bezier(0.175, 0.885, 0.32, 1.275) forwards; animation-delay: 100ms; &:after, &:before { content: ''; animation: ${me} 0.15s ease-out forwards; animation-delay: 150ms; position: absolute; border-radius: 3px; opacity: 0; background: ${e=>e.secondary||"#fff"}; bottom: 9px; left: 4px; height: 2px; width: 12px; } &:before { animation: ${le} 0.15s ease-out forwards; animation-delay: 180ms; transform: rotate(90deg); } `;var Te=h` from { transform: rotate(0deg); } to { transform: rotate(360deg); } `,F=w("div")` width: 12px; height: 12px; box-sizing: border-box; border: 2px solid; border-radius: 100%; border-color: ${e=>e.secondary||"#e0e0e0"}; border-right-color: ${e=>e.primary||"#616161"}; animation: ${Te} 1s linear infinite; `;var ge=h` from { transform: scale(0) rotate(45deg); opacity: 0; } to { transform: scale(1) rotate(45deg); opacity: 1; }`,he=h` 0% { height: 0; width: 0; opacity: 0; } 40% { height: 0; width: 6px; opacity: 1; } 100% { opacity: 1; height: 10px; }`,L=w("div")` width: 20px; opacity: 0; height: 20px; border-radius: 10px; background: ${e=>e.primary||"#61d345"}; position: relative; transform: rotate(45deg); animation: ${ge} 0.3s cubic-bezier(0.175, 0.885, 0.32, 1.275) forwards; animation-delay: 100ms; &:after { content: ''; box-sizing: border-box; animation: ${he} 0.2s ease-out forwards; opacity: 0; animation-delay: 200ms; position: absolute; border-right: 2px solid; border-bottom: 2px solid; border-color: ${e=>e.secondary||"#fff"}; bottom: 6px; left: 6px; height: 10px; width: 6px; } `;var be=w("div")` position: absolute; `,Se=w("div")` position: relative; display: flex; justify-content: center; align-items: center; min-width: 20px; min-height: 20px; `,Ae=h` from { transform: scale(0.6); opacity: 0.4; } to { transform: scale(1); opacity: 1; }`,Pe=w("div")` position: relative; transform: scale(0.6); opacity: 0.4; min-width: 20px; animation: ${Ae} 0.3s 0.12s cubic-bezier(0.175, 0.885, 0.32, 1.275) forwards; `,$=({toast:e})=>{let{icon:t,type:o,iconTheme:s}=e;return t!==void 0?typeof t=="string"?external_react_namespaceObject.createElement(Pe,null,t):t:o==="blank"?null:external_react_namespaceObject.createElement(Se,null,external_react_namespaceObject.createElement(F,{...s}),o!=="loading"&&external_react_namespaceObject.createElement(be,null,o==="error"?external_react_namespaceObject.createElement(C,{...s}):external_react_namespaceObject.createElement(L,{...s})))};var Re=e=>` 0% {transform: translate3d(0,${e*-200}%,0) scale(.6); opacity:.5;} 100% {transform: translate3d(0,0,0) scale(1); opacity:1;} `,Ee=e=>` 0% {transform: translate3d(0,0,-1px) scale(1); opacity:1;} 100% {transform: translate3d(0,${e*-150}%,-1px) scale(.6); opacity:0;} `,ve="0%{opacity:0;} 100%{opacity:1;}",De="0%{opacity:1;} 100%{opacity:0;}",Oe=w("div")` :where(&) { display: flex; align-items: center; background: #fff; color: #363636; line-height: 1.3; will-change: transform; box-shadow: 0 3px 10px rgba(0, 0, 0, 0.1), 0 3px 3px rgba(0, 0, 0, 0.05); max-width: 350px; pointer-events: auto; padding: 8px 10px; border-radius: 8px; } `,Ie=w("div")` display: flex; justify-content: center; margin: 4px 10px; color: inherit; flex: 1 1 auto; white-space: pre-line; `,ke=(e,t)=>{let s=e.includes("top")?1:-1,[a,i]=E()?[ve,De]:[Re(s),Ee(s)];return{animation:t?`${h(a)} 0.35s cubic-bezier(.21,1.02,.73,1) forwards`:`${h(i)} 0.4s forwards cubic-bezier(.06,.71,.55,1)`}},N=external_react_namespaceObject.memo(({toast:e,position:t,style:o,children:s})=>{let a=e.height?ke(e.position||t||"top-center",e.visible):{opacity:0},i=external_react_namespaceObject.createElement($,{toast:e}),r=external_react_namespaceObject.createElement(Ie,{...e.ariaProps},dist_h(e.message,e));return external_react_namespaceObject.createElement(Oe,{className:e.className,style:{...a,...o,...e.style}},typeof s=="function"?s({icon:i,message:r}):external_react_namespaceObject.createElement(external_react_namespaceObject.Fragment,null,i,r))});goober_modern_m(external_react_namespaceObject.createElement);var we=({id:e,className:t,style:o,onHeightUpdate:s,children:a})=>{let i=x.useCallback(r=>{if(r){let l=()=>{let g=r.getBoundingClientRect().height;s(e,g)};l(),new MutationObserver(l).observe(r,{subtree:!0,childList:!0,characterData:!0})}},[e,s]);return x.createElement("div",{ref:i,className:t,style:o},a)},Me=(e,t)=>{let o=e.includes("top"),s=o?{top:0}:{bottom:0},a=e.includes("center")?{justifyContent:"center"}:e.includes("right")?{justifyContent:"flex-end"}:{};return{left:0,right:0,display:"flex",position:"absolute",transition:E()?void 0:"all 230ms cubic-bezier(.21,1.02,.73,1)",transform:`translateY(${t*(o?1:-1)}px)`,...s,...a}},Ce=goober_modern_u` z-index: 9999; > * { pointer-events: auto; } `,D=16,Fe=({reverseOrder:e,position:t="top-center",toastOptions:o,gutter:s,children:a,toasterId:i,containerStyle:r,containerClassName:l})=>{let{toasts:g,handlers:T}=dist_w(o,i);return x.createElement("div",{"data-rht-toaster":i||"",style:{position:"fixed",zIndex:9999,top:D,left:D,right:D,bottom:D,pointerEvents:"none",...r},className:l,onMouseEnter:T.startPause,onMouseLeave:T.endPause},g.map(d=>{let c=d.position||t,m=T.calculateOffset(d,{reverseOrder:e,gutter:s,defaultPosition:t}),p=Me(c,m);return x.createElement(we,{id:d.id,key:d.id,onHeightUpdate:T.updateHeight,className:d.visible?Ce:"",style:p},d.type==="custom"?dist_h(d.message,d):a?a(d):x.createElement(N,{toast:d,position:c}))}))};var zt=dist_n;
//# sourceMappingURL=index.mjs.map
;// CONCATENATED MODULE: ./src/api/api-client.ts


/** Where a 401 sends the shopper: /login, coming back to where they were. */ function loginRedirectHref(pathname, search) {
    if (pathname === '/login') return '/login';
    return `/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}
/**
 * The host's transport-error policy: background calls (`context: { quiet: true }`) are only logged,
 * a 401 sends the shopper to /login keeping the origin, anything else is a toast with the server's message.
 */ function handleApiError(error, context) {
    if (context.quiet) {
        console.warn(`[api] ${error.status} ${error.message}`);
        return;
    }
    if (error.status === 401 && typeof location !== 'undefined') {
        location.assign(loginRedirectHref(location.pathname, location.search));
        return;
    }
    zt.error(error.message, {
        id: `api-${error.status}-${error.message}`
    });
}
/** The host's one API client. */ const api_client_api = createApiClient({
    onError: handleApiError
});
/** Options for header and footer data: failures are logged and ignored (spec 002 §8). */ const api_client_QUIET = {
    context: {
        quiet: true
    },
    retry: 0
};

;// CONCATENATED MODULE: ./src/api/header-data.ts




/** `GET /categorias`: the mega menu. */ async function fetchMenu() {
    return (await client_getJson(api_client_api, 'categorias', MenuResponseSchema, api_client_QUIET)).results;
}
/** `GET /parametros`: every parameter as name → value. */ async function fetchParameters() {
    return (await client_getJson(api_client_api, 'parametros', ParametersResponseSchema, api_client_QUIET)).results;
}
const ActiveCoverSchema = object({
    ok: dist_boolean(),
    results: nullish(object({
        slug: string()
    }))
});
/** `GET /portadas/activa`: the slug of the active cover, or null (then no gift-card link). */ async function fetchActiveCover() {
    const answer = await client_getJson(api_client_api, 'portadas/activa', ActiveCoverSchema, api_client_QUIET);
    return answer.ok && answer.results ? answer.results.slug : null;
}
/** `GET /favoritos/count` for the logged-in customer. */ async function fetchFavouritesCount() {
    return (await client_getJson(api_client_api, 'favoritos/count', FavouritesCountResponseSchema, api_client_QUIET)).result;
}
const AttributionSchema = object({
    ok: dist_optional(dist_boolean()),
    result: dist_optional(unknown()),
    results: dist_optional(unknown())
});
/** Lines of text out of whatever shape the attribution has: a string, a list, or objects with text fields. */ function attributionLines(value) {
    if (typeof value === 'string') return value.split(/\n+/).map((s)=>s.trim()).filter(Boolean);
    if (Array.isArray(value)) return value.flatMap(attributionLines);
    if (value && typeof value === 'object') {
        return Object.values(value).flatMap((x)=>typeof x === 'string' || Array.isArray(x) ? attributionLines(x) : []);
    }
    return [];
}
/** `GET /acerca-de-los-datos`: where the shop's data come from (attribution shown in the footer). */ async function fetchDataAttribution() {
    const answer = await getJson(api, 'acerca-de-los-datos', AttributionSchema, QUIET);
    return attributionLines(answer.result ?? answer.results);
}
/** `GET /configuraciones`: whether carts are enabled (the cart button shows a dialog when they are not). */ async function fetchCartEnabled() {
    return (await client_getJson(api_client_api, 'configuraciones', SettingsResponseSchema, api_client_QUIET)).result.carritoHabilitado;
}

;// CONCATENATED MODULE: ./src/layout/use-api-data.ts

/** Runs a load on mount (and when deps change); a failure leaves the initial value (header data are optional). */ function useApiData(load, initial, deps = []) {
    const [data, setData] = (0,external_react_namespaceObject.useState)(initial);
    (0,external_react_namespaceObject.useEffect)(()=>{
        let live = true;
        load().then((value)=>live && setData(value), (error)=>console.warn('[layout]', error));
        return ()=>{
            live = false;
        };
    // eslint-disable-next-line react-hooks/exhaustive-deps
    }, deps);
    return data;
}

;// CONCATENATED MODULE: ./src/layout/menu/use-menu.ts


let use_menu_cached = null;
/** The menu, fetched once per page for the desktop menu and the mobile sidebar (a failure is retried next time). */ function loadMenuOnce() {
    use_menu_cached ??= fetchMenu().catch((error)=>{
        use_menu_cached = null;
        throw error;
    });
    return use_menu_cached;
}
function useMenu() {
    return useApiData(loadMenuOnce, []);
}

;// CONCATENATED MODULE: ./src/layout/menu/mega-menu.tsx





function EntryPanel({ entry, onNavigate }) {
    const image = menuImage(entry.imagenes?.FILENAME);
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
        className: "bg-mega-panel",
        "data-testid": "mega-panel",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                className: "bg-mega-panel-head",
                children: [
                    image && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("img", {
                        src: image,
                        alt: "",
                        width: 48,
                        height: 48
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)(external_react_router_dom_namespaceObject.Link, {
                        to: entryHref(entry),
                        onClick: onNavigate,
                        children: [
                            "Ver todo ",
                            entry.MEW_DESCRIPCION
                        ]
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("div", {
                className: "bg-mega-columns",
                children: entry.categorias.map((level2)=>/*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                        className: "bg-mega-column",
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_react_router_dom_namespaceObject.Link, {
                                to: nodeHref(level2),
                                className: "bg-mega-level2",
                                onClick: onNavigate,
                                children: level2.descripcion
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("ul", {
                                children: level2.categorias.map((level3)=>/*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("li", {
                                        children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_react_router_dom_namespaceObject.Link, {
                                            to: nodeHref(level3),
                                            onClick: onNavigate,
                                            children: level3.descripcion
                                        })
                                    }, level3.codigo))
                            })
                        ]
                    }, level2.codigo))
            })
        ]
    });
}
/** Desktop category menu: three levels from GET /categorias plus the custom menu buttons; sticky after 80 px. */ function MegaMenu({ sticky }) {
    const menu = useMenu();
    const location = (0,external_react_router_dom_namespaceObject.useLocation)();
    const [open, setOpen] = (0,external_react_namespaceObject.useState)(false);
    const [active, setActive] = (0,external_react_namespaceObject.useState)(0);
    const categories = menu.filter((e)=>e.MEW_CARGA_PERSONALIZADA !== 'S');
    const custom = menu.filter((e)=>e.MEW_CARGA_PERSONALIZADA === 'S');
    (0,external_react_namespaceObject.useEffect)(()=>setOpen(false), [
        location.pathname
    ]);
    const current = categories[active];
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("nav", {
        className: sticky ? 'bg-nav bg-nav--sticky' : 'bg-nav',
        "aria-label": "Categorías",
        "data-testid": "mega-menu",
        children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
            className: "bg-nav-inner",
            children: [
                /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                    className: "bg-mega",
                    onMouseEnter: ()=>setOpen(true),
                    onMouseLeave: ()=>setOpen(false),
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("button", {
                            type: "button",
                            className: "bg-mega-trigger",
                            "aria-expanded": open,
                            onClick: ()=>setOpen((o)=>!o),
                            children: [
                                /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                                    "aria-hidden": "true",
                                    children: "☰"
                                }),
                                " Categorías"
                            ]
                        }),
                        open && categories.length > 0 && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                            className: "bg-mega-dropdown",
                            children: [
                                /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("ul", {
                                    className: "bg-mega-roots",
                                    children: categories.map((entry, i)=>/*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("li", {
                                            children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_react_router_dom_namespaceObject.Link, {
                                                to: entryHref(entry),
                                                className: i === active ? 'bg-mega-root bg-mega-root--active' : 'bg-mega-root',
                                                onMouseEnter: ()=>setActive(i),
                                                onFocus: ()=>setActive(i),
                                                onClick: ()=>setOpen(false),
                                                style: entry.MEW_COLOR ? {
                                                    borderLeftColor: entry.MEW_COLOR
                                                } : undefined,
                                                children: entry.MEW_DESCRIPCION
                                            })
                                        }, entry.MEW_CODIGO))
                                }),
                                current && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(EntryPanel, {
                                    entry: current,
                                    onNavigate: ()=>setOpen(false)
                                })
                            ]
                        })
                    ]
                }),
                /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("ul", {
                    className: "bg-nav-custom",
                    children: [
                        custom.map((entry)=>/*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("li", {
                                children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)(external_react_router_dom_namespaceObject.Link, {
                                    to: entryHref(entry),
                                    children: [
                                        entry.MEW_COLOR && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                                            className: "bg-nav-dot",
                                            style: {
                                                background: entry.MEW_COLOR
                                            },
                                            "aria-hidden": "true"
                                        }),
                                        entry.MEW_DESCRIPCION
                                    ]
                                })
                            }, `c${entry.MEW_CODIGO}`)),
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("li", {
                            children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_react_router_dom_namespaceObject.Link, {
                                to: "/productos/promociones",
                                children: "Promociones"
                            })
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("li", {
                            children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_react_router_dom_namespaceObject.Link, {
                                to: "/mundo/oncologicos",
                                children: "Mundo oncológico"
                            })
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("li", {
                            children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_react_router_dom_namespaceObject.Link, {
                                to: "/sucursales",
                                children: "Sucursales"
                            })
                        })
                    ]
                })
            ]
        })
    });
}

;// CONCATENATED MODULE: ../shared-contracts/src/session/session.atoms.ts

/**
 * The session, owned by the host and read by every remote. jotai and this package are shared
 * singletons, so remotes rendered inside the host's tree see the same atoms.
 */ const customerAtom = (0,external_jotai_namespaceObject.atom)(null);
const sessionLoadedAtom = (0,external_jotai_namespaceObject.atom)(false);
const session_atoms_loggedInAtom = (0,external_jotai_namespaceObject.atom)((get)=>get(customerAtom) !== null);
/** Ask the host to reload the customer (after login, registration or a profile change). */ const session_atoms_sessionRefreshAtom = (0,external_jotai_namespaceObject.atom)(0);

;// CONCATENATED MODULE: ../shared-contracts/src/session/messages.ts
/** Spanish texts used by more than one app. */ const MESSAGES = {
    generic: 'Ops... Vaya algo no salio bien!',
    notFoundTitle: 'Página no encontrada.',
    notFoundText: 'Lo sentimos. No encontramos lo que buscabas.',
    fetchFailed: 'Lo sentimos! No pudimos recuperar tus datos',
    reloadPage: 'Actualizar página',
    loadingData: 'Estamos obteniendo los datos...',
    processing: 'Procesando...',
    waiting: 'Aguardando...',
    addedToCart: 'Se añadió al carrito',
    remoteUnavailable: 'Esta sección no está disponible en este momento.',
    retry: 'Reintentar'
};

;// CONCATENATED MODULE: ./src/features/session/api/logout.ts


/** `POST /customers/logout`: the API drops the session and clears the HttpOnly cookie. */ async function logout_logout() {
    await call(()=>api_client_api.post('customers/logout', {
            json: {},
            ...api_client_QUIET
        }));
}

;// CONCATENATED MODULE: ./src/features/session/state/analytics-flag.ts
/** The analytics flag that marks an identified customer; logout clears it (spec 002 §4). */ const ANALYTICS_FLAG_KEY = 'analyticsUser';
function clearAnalyticsFlag() {
    try {
        localStorage.removeItem(ANALYTICS_FLAG_KEY);
        sessionStorage.removeItem(ANALYTICS_FLAG_KEY);
    } catch  {
    /* storage unavailable (private mode): nothing to clear */ }
}
function setAnalyticsFlag(clieCodigo) {
    try {
        localStorage.setItem(ANALYTICS_FLAG_KEY, String(clieCodigo));
    } catch  {
    /* storage unavailable */ }
}

;// CONCATENATED MODULE: ./src/features/session/state/use-logout.ts








/** Logout: the API call, then the user, the login state and the analytics flag are cleared and we go home. */ function useLogout() {
    const setCustomer = (0,external_jotai_namespaceObject.useSetAtom)(customerAtom);
    const navigate = (0,external_react_router_dom_namespaceObject.useNavigate)();
    const [pending, setPending] = (0,external_react_namespaceObject.useState)(false);
    const run = (0,external_react_namespaceObject.useCallback)(async ()=>{
        setPending(true);
        try {
            await logout_logout();
        } catch (error) {
            // the cookie may already be gone (expired session): the page still forgets the user
            const status = error.status ?? 500;
            if (status >= 500) zt.error(MESSAGES.generic);
        } finally{
            // one transition: the router's own update and the cleared customer commit together, so the private
            // page being left never sees a visitor and sends them to /login
            (0,external_react_namespaceObject.startTransition)(()=>{
                navigate('/');
                setCustomer(null);
            });
            clearAnalyticsFlag();
            setPending(false);
        }
    }, [
        navigate,
        setCustomer
    ]);
    return {
        logout: run,
        pending
    };
}

;// CONCATENATED MODULE: ./src/features/session/components/session.module.css
var account = "bg-VbZc_7";
var session_module_icon = "bg-nybJEj";
var session_module_name = "bg-C82eCS";
var placeholder = "bg-pOqwpr";
var session_module_logout = "bg-76M0yb";

;// CONCATENATED MODULE: ./src/features/session/components/session.styles.ts
// The host builds CSS Modules with named exports; this gives the components one object of class names.

const styles = session_module_namespaceObject;

;// CONCATENATED MODULE: ./src/features/session/components/logout-button.tsx





/** 'Cerrar sesión' for a logged-in customer; nothing for a visitor. */ function LogoutButton({ className }) {
    const loggedIn = (0,external_jotai_namespaceObject.useAtomValue)(session_atoms_loggedInAtom);
    const { logout, pending } = useLogout();
    if (!loggedIn) return null;
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
        type: "button",
        className: className ?? styles.logout,
        onClick: ()=>void logout(),
        disabled: pending,
        children: "Cerrar sesión"
    });
}

;// CONCATENATED MODULE: ../shared-contracts/src/content/contact.ts
/**
 * The shop's customer-service contacts. The API's parameters TELEFONO_CALL_CENTER and
 * TELEFONO_CALL_CENTER_2 (short code from mobiles) override the phones where the page reads them.
 */ const CALL_CENTRE = {
    main: '(021) 600 000',
    short: '*600',
    whatsapp: '0981 600 000',
    email: 'contacto@botica.test'
};
const CALL_CENTRE_PARAMS = {
    main: 'TELEFONO_CALL_CENTER',
    short: 'TELEFONO_CALL_CENTER_2'
};
/** `tel:` link target of a displayed number: digits, `+` and `*` only. */ function telHref(display) {
    return `tel:${display.replace(/[^\d+*]/g, '')}`;
}

;// CONCATENATED MODULE: ./src/layout/site-info.ts
/** The shop's fixed contact and institutional data shown by the header and the footer. */ 
const CALL_CENTRE_DEFAULT = {
    main: CALL_CENTRE.main,
    short: CALL_CENTRE.short
};
/** Parameter names (GET /parametros) that override the call-centre numbers. */ 
const CONTACT = {
    address: 'Avda. Mariscal López 1234 c/ Venezuela, Asunción, Paraguay',
    email: CALL_CENTRE.email,
    whatsapp: CALL_CENTRE.whatsapp,
    hours: 'Call center todos los días de 07:00 a 22:00'
};
const SOCIAL_LINKS = (/* unused pure expression or super */ null && ([
    {
        name: 'Facebook',
        href: 'https://www.facebook.com/boticaguarani'
    },
    {
        name: 'Instagram',
        href: 'https://www.instagram.com/boticaguarani'
    },
    {
        name: 'Twitter',
        href: 'https://twitter.com/boticaguarani'
    },
    {
        name: 'YouTube',
        href: 'https://www.youtube.com/@boticaguarani'
    }
]));
const INSTITUTIONAL_LINKS = (/* unused pure expression or super */ null && ([
    {
        label: 'Nosotros',
        to: '/nosotros'
    },
    {
        label: 'Nuestras Sucursales',
        to: '/sucursales'
    },
    {
        label: 'Trabaja con nosotros',
        to: '/trabaja-con-nosotros'
    },
    {
        label: 'Buscamos locales en alquiler',
        to: '/buscamos-local-en-alquiler'
    },
    {
        label: 'Saluder',
        to: '/saluder'
    },
    {
        label: 'Blog',
        to: '/blog'
    }
]));
const HELP_LINKS = (/* unused pure expression or super */ null && ([
    {
        label: 'Contacto',
        to: '/contacto'
    },
    {
        label: 'Términos y condiciones',
        to: '/terminos-y-condiciones'
    },
    {
        label: 'Políticas de privacidad',
        to: '/politicas-de-privacidad'
    },
    {
        label: 'Bases y condiciones',
        to: '/bases'
    },
    {
        label: 'Facturas electrónicas',
        to: '/factura'
    }
]));
const PAYMENT_BRANDS = (/* unused pure expression or super */ null && ([
    'Visa',
    'Mastercard',
    'American Express',
    'Cabal',
    'Tigo Money',
    'Billetera Personal',
    'Zimple',
    'Pago QR'
]));
const site_info_telHref = (number)=>`tel:${number.replace(/[^\d*+#]/g, '')}`;

;// CONCATENATED MODULE: ./src/remotes/remote-boundary.tsx




/** Catches a remote that fails to load or throws while rendering; the rest of the page keeps working. */ class RemoteBoundary extends external_react_namespaceObject.Component {
    state = {
        error: null
    };
    static getDerivedStateFromError(error) {
        return {
            error
        };
    }
    componentDidCatch(error, info) {
        console.error(`[${this.props.name}]`, error, info.componentStack);
    }
    render() {
        if (this.state.error) {
            if (this.props.fallback !== undefined) return this.props.fallback;
            return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(RemoteFallback, {
                onRetry: ()=>{
                    this.setState({
                        error: null
                    });
                    this.props.onRetry();
                }
            });
        }
        return this.props.children;
    }
}
function RemoteFallback({ onRetry }) {
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("section", {
        className: "bg-remote-fallback",
        role: "alert",
        "data-testid": "remote-fallback",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                className: "bg-remote-fallback-icon",
                "aria-hidden": "true",
                children: "⚠"
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("h2", {
                children: MESSAGES.fetchFailed
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                children: MESSAGES.remoteUnavailable
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("p", {
                className: "bg-remote-fallback-phones",
                children: [
                    "También podés comprar por nuestro call center: ",
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("a", {
                        href: site_info_telHref(CALL_CENTRE_DEFAULT.main),
                        children: CALL_CENTRE_DEFAULT.main
                    }),
                    " o",
                    ' ',
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("a", {
                        href: site_info_telHref(CALL_CENTRE_DEFAULT.short),
                        children: CALL_CENTRE_DEFAULT.short
                    }),
                    " desde tu celular."
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                type: "button",
                onClick: onRetry,
                children: MESSAGES.retry
            })
        ]
    });
}

;// CONCATENATED MODULE: external "@module-federation/enhanced/runtime"
const runtime_namespaceObject = require("@module-federation/enhanced/runtime");
;// CONCATENATED MODULE: ./src/remotes/remote-registry.ts

const REMOTE_TIMEOUT_MS = 5000;
let registered = null;
/** Remotes whose last load failed: the next load registers them again from a fresh remotes.json. */ const failed = new Set();
/** A JSON document the host server wrote into the page (`<script type="application/json" id=…>`). */ function documentJson(id) {
    if (typeof document === 'undefined') return null;
    const el = document.getElementById(id);
    if (!el?.textContent) return null;
    try {
        return JSON.parse(el.textContent);
    } catch  {
        return null;
    }
}
/**
 * The manifests the host server wrote into the page are answered from there, once each: a retry (or a later
 * registration) fetches the file again, so a remote that moved or redeployed is found.
 */ let inlineManifests = null;
function serveInlineManifests() {
    inlineManifests = documentJson('botica-manifests');
    if (!inlineManifests) return;
    (0,runtime_namespaceObject.registerPlugins)([
        {
            name: 'botica-inline-manifests',
            fetch (url) {
                const manifest = inlineManifests?.[url];
                if (!manifest) return undefined;
                delete inlineManifests[url];
                return Promise.resolve(new Response(JSON.stringify(manifest), {
                    headers: {
                        'Content-Type': 'application/json'
                    }
                }));
            }
        }
    ]);
}
async function fetchManifests() {
    const res = await fetch('/remotes.json', {
        cache: 'no-store'
    });
    if (!res.ok) throw new Error(`remotes.json: ${res.status}`);
    return await res.json();
}
/** Reads /remotes.json (served no-cache) and registers every remote by its manifest URL, once per page. */ function ensureRemotesRegistered() {
    if (!registered) {
        // The first registration uses the remotes.json the host server wrote into the page, when it did.
        const inline = documentJson('botica-remotes');
        if (inline) {
            serveInlineManifests();
            (0,runtime_namespaceObject.registerRemotes)(Object.entries(inline).map(([name, entry])=>({
                    name,
                    entry
                })));
            registered = Promise.resolve(inline);
            return registered;
        }
    }
    registered ??= fetchManifests().then((manifests)=>{
        (0,runtime_namespaceObject.registerRemotes)(Object.entries(manifests).map(([name, entry])=>({
                name,
                entry
            })));
        return manifests;
    }).catch((error)=>{
        registered = null;
        throw error;
    });
    return registered;
}
/**
 * Forgets what the federation runtime cached for one remote (manifest, entry, modules) and registers it
 * again from a fresh remotes.json, so a retry really loads again, from wherever the remote now lives.
 */ async function reRegister(remote) {
    await ensureRemotesRegistered();
    const manifests = await fetchManifests();
    const entry = manifests[remote];
    if (!entry) throw new Error(`${remote} no figura en remotes.json`);
    if (inlineManifests) delete inlineManifests[entry];
    (0,runtime_namespaceObject.registerRemotes)([
        {
            name: remote,
            entry
        }
    ], {
        force: true
    });
    failed.delete(remote);
}
function withTimeout(promise, ms, what) {
    return new Promise((resolve, reject)=>{
        const timer = setTimeout(()=>reject(new Error(`${what}: sin respuesta en ${ms} ms`)), ms);
        promise.then((value)=>{
            clearTimeout(timer);
            resolve(value);
        }, (error)=>{
            clearTimeout(timer);
            reject(error);
        });
    });
}
/** Loads an exposed module of a remote, failing within REMOTE_TIMEOUT_MS when the remote is down or hangs. */ async function loadExposed(remote, exposed) {
    const id = `${remote}/${exposed.replace(/^\.\//, '')}`;
    const attempt = (failed.has(remote) ? reRegister(remote) : ensureRemotesRegistered()).then(()=>(0,runtime_namespaceObject.loadRemote)(id));
    try {
        const module = await withTimeout(attempt, REMOTE_TIMEOUT_MS, id);
        if (!module) throw new Error(`${id} no disponible`);
        return module;
    } catch (error) {
        failed.add(remote);
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/remotes/remote-fragment.tsx




/** True while the host's shell is rendered on the server: fragments then draw their fallback, as at first paint. */ const ServerRenderContext = /*#__PURE__*/ (0,external_react_namespaceObject.createContext)(false);
/** Embeds a small component another app exposes (search box, mini-cart); its failure only shows the fallback. */ function RemoteFragment(props) {
    return (0,external_react_namespaceObject.useContext)(ServerRenderContext) ? /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(jsx_runtime_namespaceObject.Fragment, {
        children: props.fallback
    }) : /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(LoadedFragment, {
        ...props
    });
}
function LoadedFragment({ remote, module, exportName, props, fallback }) {
    const [attempt, setAttempt] = (0,external_react_namespaceObject.useState)(0);
    const Fragment = (0,external_react_namespaceObject.useMemo)(()=>/*#__PURE__*/ (0,external_react_namespaceObject.lazy)(async ()=>{
            const mod = await loadExposed(remote, module);
            const found = mod[exportName] ?? mod.default;
            if (!found) throw new Error(`${remote}/${module} no exporta ${exportName}`);
            return {
                default: found
            };
        }), [
        remote,
        module,
        exportName,
        attempt
    ]);
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(RemoteBoundary, {
        name: `${remote}/${module}`,
        onRetry: ()=>setAttempt((n)=>n + 1),
        fallback: fallback,
        children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_react_namespaceObject.Suspense, {
            fallback: fallback,
            children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(Fragment, {
                ...props
            })
        })
    }, attempt);
}

;// CONCATENATED MODULE: ../shared-contracts/src/events/bus.ts
const CHANNEL = '__botica_bus__';
/** One EventTarget per page, parked on globalThis so every federated app reaches the same one. */ function target() {
    const g = globalThis;
    if (!g[CHANNEL]) g[CHANNEL] = new EventTarget();
    return g[CHANNEL];
}
function bus_publish(name, detail) {
    target().dispatchEvent(new CustomEvent(name, {
        detail
    }));
}
function subscribe(name, handler) {
    const listener = (event)=>handler(event.detail);
    target().addEventListener(name, listener);
    return ()=>target().removeEventListener(name, listener);
}
/** Sends a request event and resolves with the owner's reply, or rejects after `timeoutMs`. */ function bus_request(name, detail, timeoutMs = 5000) {
    return new Promise((resolve, reject)=>{
        const timer = setTimeout(()=>reject(new Error('Sin respuesta del servicio')), timeoutMs);
        bus_publish(name, {
            ...detail,
            reply: (result)=>{
                clearTimeout(timer);
                resolve(result);
            }
        });
    });
}

;// CONCATENATED MODULE: ./src/layout/header/use-header-data.ts








/** Units in the stored cart before the cart service announces itself (a broken cart counts 0). */ function storedCartCount(raw) {
    try {
        const items = JSON.parse(raw ?? 'null')?.items;
        if (!Array.isArray(items)) return 0;
        const count = items.reduce((sum, item)=>sum + (typeof item?.quantity === 'number' ? item.quantity : Number.NaN), 0);
        return Number.isFinite(count) ? count : 0;
    } catch  {
        return 0;
    }
}
/** The cart's unit count, following `checkout:cart-updated` of the normal cart. */ function useCartCount() {
    const [count, setCount] = (0,external_react_namespaceObject.useState)(()=>{
        try {
            return storedCartCount(localStorage.getItem((/* inlined export .CART_STORAGE_KEY */"cart")));
        } catch  {
            return 0;
        }
    });
    (0,external_react_namespaceObject.useEffect)(()=>subscribe('checkout:cart-updated', (summary)=>!summary.oncologico && setCount(summary.count)), []);
    return count;
}
/** The customer's favourites count (0 for visitors), refreshed on `catalog:favourites-changed`. */ function useFavouritesCount() {
    const loggedIn = (0,external_jotai_namespaceObject.useAtomValue)(session_atoms_loggedInAtom);
    const [count, setCount] = (0,external_react_namespaceObject.useState)(0);
    (0,external_react_namespaceObject.useEffect)(()=>{
        if (!loggedIn) {
            setCount(0);
            return;
        }
        let live = true;
        fetchFavouritesCount().then((n)=>live && setCount(n), ()=>undefined);
        const off = subscribe('catalog:favourites-changed', (detail)=>setCount(detail.count));
        return ()=>{
            live = false;
            off();
        };
    }, [
        loggedIn
    ]);
    return count;
}
/** The call-centre numbers: from GET /parametros when present, else the shop's constants. */ function useCallCentre() {
    const params = useApiData(fetchParameters, {});
    return {
        main: params[CALL_CENTRE_PARAMS.main] || CALL_CENTRE_DEFAULT.main,
        short: params[CALL_CENTRE_PARAMS.short] || CALL_CENTRE_DEFAULT.short
    };
}
/** The slug of the active cover (the gift-card page), or null when none is active. */ function useActiveCover() {
    return useApiData(fetchActiveCover, null);
}
/** True once the page is scrolled past `threshold` pixels. */ function useScrolledPast(threshold) {
    const [past, setPast] = (0,external_react_namespaceObject.useState)(false);
    (0,external_react_namespaceObject.useEffect)(()=>{
        const onScroll = ()=>setPast(window.scrollY > threshold);
        onScroll();
        window.addEventListener('scroll', onScroll, {
            passive: true
        });
        return ()=>window.removeEventListener('scroll', onScroll);
    }, [
        threshold
    ]);
    return past;
}

;// CONCATENATED MODULE: ./src/layout/header/cart-button.tsx









const CART_LOGIN_HREF = `/login?redirect=${encodeURIComponent('/carrito')}`;
/** Where the cart button leads: the cart for a customer, the login (coming back to the cart) for a visitor. */ function cartTarget(loggedIn) {
    return loggedIn ? '/carrito' : CART_LOGIN_HREF;
}
/** Cart icon with the unit count; hovering or focusing it opens checkout's mini-cart. */ function CartButton() {
    const count = useCartCount();
    const loggedIn = (0,external_jotai_namespaceObject.useAtomValue)(session_atoms_loggedInAtom);
    const navigate = (0,external_react_router_dom_namespaceObject.useNavigate)();
    const [open, setOpen] = (0,external_react_namespaceObject.useState)(false);
    const [disabledNotice, setDisabledNotice] = (0,external_react_namespaceObject.useState)(false);
    const cartEnabled = useApiData(fetchCartEnabled, true);
    const closeTimer = (0,external_react_namespaceObject.useRef)(undefined);
    const show = ()=>{
        clearTimeout(closeTimer.current);
        // touch screens have no hover: there the button simply goes to the cart
        if (typeof matchMedia === 'function' && !matchMedia('(hover: hover)').matches) return;
        setOpen(true);
    };
    const hide = ()=>{
        closeTimer.current = setTimeout(()=>setOpen(false), 150);
    };
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
        className: "bg-cart",
        onMouseEnter: show,
        onMouseLeave: hide,
        children: [
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("button", {
                type: "button",
                className: "bg-icon-button",
                "aria-label": `Carrito (${count} productos)`,
                "data-testid": "cart-button",
                onClick: ()=>{
                    setOpen(false);
                    if (loggedIn && !cartEnabled) setDisabledNotice(true);
                    else navigate(cartTarget(loggedIn));
                },
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("svg", {
                        viewBox: "0 0 24 24",
                        width: "26",
                        height: "26",
                        "aria-hidden": "true",
                        children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("path", {
                            fill: "currentColor",
                            d: "M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM7.2 14h9.9a2 2 0 0 0 1.8-1.1L22 6H5.2l-.9-2H1v2h2l3.6 7.6L5.2 16A2 2 0 0 0 7 19h12v-2H7.4l.9-1.6-.1-.4Z"
                        })
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                        className: "bg-badge",
                        "data-testid": "cart-count",
                        children: count
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                        className: "bg-icon-label",
                        children: "Carrito"
                    })
                ]
            }),
            disabledNotice && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("div", {
                className: "bg-modal-backdrop",
                onClick: ()=>setDisabledNotice(false),
                children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                    className: "bg-modal",
                    role: "alertdialog",
                    "aria-labelledby": "bg-cart-off",
                    onClick: (e)=>e.stopPropagation(),
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("h2", {
                            id: "bg-cart-off",
                            children: "Carrito no disponible"
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                            children: "Las compras en línea están deshabilitadas en este momento. Podés hacer tu pedido por nuestro call center."
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                            type: "button",
                            onClick: ()=>setDisabledNotice(false),
                            children: "Entendido"
                        })
                    ]
                })
            }),
            open && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("div", {
                className: "bg-dropdown bg-mini-cart",
                role: "dialog",
                "aria-label": "Tu carrito",
                children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(RemoteFragment, {
                    remote: "checkout",
                    module: "mini-cart",
                    exportName: "MiniCart",
                    props: {
                        onNavigate: ()=>setOpen(false)
                    },
                    fallback: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("p", {
                        className: "bg-dropdown-note",
                        children: [
                            count,
                            " productos en tu carrito"
                        ]
                    })
                })
            })
        ]
    });
}

;// CONCATENATED MODULE: ./src/layout/icons.tsx

/** Small inline icons (no emoji: not every system has an emoji font). */ function PhoneIcon() {
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("svg", {
        viewBox: "0 0 24 24",
        width: "15",
        height: "15",
        "aria-hidden": "true",
        className: "bg-icon",
        children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("path", {
            fill: "currentColor",
            d: "M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2Z"
        })
    });
}
function GiftIcon() {
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("svg", {
        viewBox: "0 0 24 24",
        width: "15",
        height: "15",
        "aria-hidden": "true",
        className: "bg-icon",
        children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("path", {
            fill: "currentColor",
            d: "M20 7h-2.2A3 3 0 0 0 12 3.8 3 3 0 0 0 6.2 7H4a1 1 0 0 0-1 1v3a1 1 0 0 0 1 1v8a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1Zm-5-2a1 1 0 1 1 0 2h-2V6a1 1 0 0 1 2-1ZM8 6a1 1 0 0 1 2 0v1H9a1 1 0 0 1-1-1Zm3 14H6v-8h5v8Zm0-10H5V9h6v1Zm7 10h-5v-8h5v8Zm1-10h-6V9h6v1Z"
        })
    });
}
function UserIcon() {
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("svg", {
        viewBox: "0 0 24 24",
        width: "22",
        height: "22",
        "aria-hidden": "true",
        className: "bg-icon",
        children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("path", {
            fill: "currentColor",
            d: "M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z"
        })
    });
}

;// CONCATENATED MODULE: ./src/layout/header/top-bar.tsx







/** Invoices: 'Mis facturas' for a customer, 'Facturas electrónicas' for a visitor. */ function InvoicesLink({ className }) {
    const loggedIn = (0,external_jotai_namespaceObject.useAtomValue)(session_atoms_loggedInAtom);
    return loggedIn ? /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_react_router_dom_namespaceObject.Link, {
        to: "/mis-facturas",
        className: className,
        children: "Mis facturas"
    }) : /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_react_router_dom_namespaceObject.Link, {
        to: "/factura",
        className: className,
        children: "Facturas electrónicas"
    });
}
function GiftCardLink({ className }) {
    const cover = useActiveCover();
    if (!cover) return null;
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)(external_react_router_dom_namespaceObject.Link, {
        to: `/portada/${cover}`,
        className: className,
        "data-testid": "gift-card-link",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(GiftIcon, {}),
            " Gift Card"
        ]
    });
}
/** The thin bar above the header: call centre and the institutional shortcuts. */ function TopBar() {
    const phone = useCallCentre();
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("div", {
        className: "bg-topbar",
        children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
            className: "bg-topbar-inner",
            children: [
                /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("a", {
                    className: "bg-topbar-phone",
                    href: site_info_telHref(phone.main),
                    "data-testid": "call-centre-link",
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(PhoneIcon, {}),
                        " Call center ",
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("strong", {
                            children: phone.main
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("span", {
                            className: "bg-topbar-short",
                            children: [
                                " · desde tu celular ",
                                phone.short
                            ]
                        })
                    ]
                }),
                /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("nav", {
                    className: "bg-topbar-links",
                    "aria-label": "Accesos",
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_react_router_dom_namespaceObject.Link, {
                            to: "/sucursales",
                            children: "Sucursales"
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_react_router_dom_namespaceObject.Link, {
                            to: "/blog",
                            children: "Blog"
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_react_router_dom_namespaceObject.Link, {
                            to: "/contacto",
                            children: "Contacto"
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_react_router_dom_namespaceObject.Link, {
                            to: "/trabaja-con-nosotros",
                            children: "Trabaja con nosotros"
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(GiftCardLink, {}),
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(InvoicesLink, {})
                    ]
                })
            ]
        })
    });
}

;// CONCATENATED MODULE: ./src/layout/sidebar/mobile-sidebar.tsx










/** The mobile menu: shortcuts, categories, gift card, my account, logout or login, cart and bases. */ function MobileSidebar({ open, onClose }) {
    const menu = useMenu();
    const loggedIn = (0,external_jotai_namespaceObject.useAtomValue)(session_atoms_loggedInAtom);
    const location = (0,external_react_router_dom_namespaceObject.useLocation)();
    const [expanded, setExpanded] = (0,external_react_namespaceObject.useState)(null);
    (0,external_react_namespaceObject.useEffect)(()=>onClose(), [
        location.pathname
    ]); // eslint-disable-line react-hooks/exhaustive-deps
    (0,external_react_namespaceObject.useEffect)(()=>{
        if (!open) return;
        const onKey = (e)=>e.key === 'Escape' && onClose();
        document.addEventListener('keydown', onKey);
        return ()=>document.removeEventListener('keydown', onKey);
    }, [
        open,
        onClose
    ]);
    if (!open) return null;
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("div", {
        className: "bg-sidebar-backdrop",
        onClick: onClose,
        children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("aside", {
            className: "bg-sidebar",
            "aria-label": "Menú",
            "data-testid": "mobile-sidebar",
            onClick: (e)=>e.stopPropagation(),
            children: [
                /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                    className: "bg-sidebar-head",
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("strong", {
                            children: "Menú"
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                            type: "button",
                            className: "bg-sidebar-close",
                            "aria-label": "Cerrar menú",
                            onClick: onClose,
                            children: "✕"
                        })
                    ]
                }),
                /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("nav", {
                    className: "bg-sidebar-section",
                    "aria-label": "Accesos",
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_react_router_dom_namespaceObject.Link, {
                            to: "/",
                            children: "Inicio"
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_react_router_dom_namespaceObject.Link, {
                            to: "/sucursales",
                            children: "Sucursales"
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_react_router_dom_namespaceObject.Link, {
                            to: "/blog",
                            children: "Blog"
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_react_router_dom_namespaceObject.Link, {
                            to: "/contacto",
                            children: "Contacto"
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_react_router_dom_namespaceObject.Link, {
                            to: "/trabaja-con-nosotros",
                            children: "Trabaja con nosotros"
                        })
                    ]
                }),
                /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                    className: "bg-sidebar-section",
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                            className: "bg-sidebar-title",
                            children: "Categorías"
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("ul", {
                            className: "bg-sidebar-categories",
                            children: menu.map((entry)=>/*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("li", {
                                    children: [
                                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                                            className: "bg-sidebar-category",
                                            children: [
                                                /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_react_router_dom_namespaceObject.Link, {
                                                    to: entryHref(entry),
                                                    children: entry.MEW_DESCRIPCION
                                                }),
                                                entry.categorias.length > 0 && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                                                    type: "button",
                                                    "aria-label": `Ver subcategorías de ${entry.MEW_DESCRIPCION}`,
                                                    "aria-expanded": expanded === entry.MEW_CODIGO,
                                                    onClick: ()=>setExpanded((x)=>x === entry.MEW_CODIGO ? null : entry.MEW_CODIGO),
                                                    children: expanded === entry.MEW_CODIGO ? '−' : '+'
                                                })
                                            ]
                                        }),
                                        expanded === entry.MEW_CODIGO && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("ul", {
                                            children: entry.categorias.map((child)=>/*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("li", {
                                                    children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_react_router_dom_namespaceObject.Link, {
                                                        to: nodeHref(child),
                                                        children: child.descripcion
                                                    })
                                                }, child.codigo))
                                        })
                                    ]
                                }, `${entry.MEW_CARGA_PERSONALIZADA}${entry.MEW_CODIGO}`))
                        })
                    ]
                }),
                /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("nav", {
                    className: "bg-sidebar-section",
                    "aria-label": "Mi cuenta",
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(GiftCardLink, {}),
                        loggedIn ? /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_react_router_dom_namespaceObject.Link, {
                            to: "/mi-cuenta",
                            children: "Mi cuenta"
                        }) : /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_react_router_dom_namespaceObject.Link, {
                            to: "/login",
                            children: "Iniciar sesión"
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(InvoicesLink, {}),
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_react_router_dom_namespaceObject.Link, {
                            to: cartTarget(loggedIn),
                            children: "Carrito"
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_react_router_dom_namespaceObject.Link, {
                            to: "/bases",
                            target: "_blank",
                            rel: "noopener",
                            children: "Bases y condiciones"
                        }),
                        loggedIn && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(LogoutButton, {
                            className: "bg-sidebar-logout"
                        })
                    ]
                })
            ]
        })
    });
}

;// CONCATENATED MODULE: ./src/layout/header/favourites-link.tsx





/** Heart with the customer's favourites count; visitors go to login first. */ function FavouritesLink() {
    const loggedIn = (0,external_jotai_namespaceObject.useAtomValue)(session_atoms_loggedInAtom);
    const count = useFavouritesCount();
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)(external_react_router_dom_namespaceObject.Link, {
        to: loggedIn ? '/favoritos' : `/login?redirect=${encodeURIComponent('/favoritos')}`,
        className: "bg-icon-button",
        "aria-label": `Favoritos (${count})`,
        "data-testid": "favourites-link",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("svg", {
                viewBox: "0 0 24 24",
                width: "24",
                height: "24",
                "aria-hidden": "true",
                children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("path", {
                    fill: "currentColor",
                    d: "M12 21.35 10.55 20C5.4 15.36 2 12.28 2 8.5A5.5 5.5 0 0 1 7.5 3c1.74 0 3.41.81 4.5 2.09A6 6 0 0 1 16.5 3 5.5 5.5 0 0 1 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35Z"
                })
            }),
            loggedIn && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                className: "bg-badge",
                "data-testid": "favourites-count",
                children: count
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                className: "bg-icon-label",
                children: "Favoritos"
            })
        ]
    });
}

;// CONCATENATED MODULE: ../shared-contracts/src/routes/route-table.ts
/** The route table of spec 002 §2.12 with the owning app of each route (DESIGN.md §1). */ const route_table_r = (id, path, owner, access = 'public')=>({
        id,
        path,
        owner,
        access
    });
const ROUTES = [
    // catalog
    route_table_r('home', '/', 'catalog'),
    route_table_r('product', '/producto/:codigo/:slug', 'catalog'),
    route_table_r('world-product', '/mundo/:landing/producto/:codigo/:slug', 'catalog'),
    route_table_r('category', '/categoria/:codigo/:slug', 'catalog'),
    route_table_r('products', '/productos', 'catalog'),
    route_table_r('products-promo', '/productos/:promo', 'catalog'),
    route_table_r('products-custom', '/productos/:opcion/:id', 'catalog'),
    route_table_r('discounts', '/descuentos/:id', 'catalog'),
    route_table_r('search', '/buscar', 'catalog'),
    route_table_r('world-search', '/mundo/:landing/buscar', 'catalog'),
    route_table_r('featured', '/destacados/:opcion/:id', 'catalog'),
    route_table_r('by-brand', '/marca/:id/:slug', 'catalog'),
    route_table_r('by-maker', '/fabricante/:id/:slug', 'catalog'),
    route_table_r('favourites', '/favoritos', 'catalog', 'auth'),
    // checkout
    route_table_r('cart', '/carrito', 'checkout', 'auth'),
    route_table_r('cart-oncology', '/carrito-oncologicos', 'checkout', 'auth'),
    route_table_r('share-cart', '/compartir-carrito/:token', 'checkout'),
    route_table_r('process-payment', '/procesar-pago', 'checkout', 'auth'),
    route_table_r('process-payment-qr', '/procesar-pago-qr', 'checkout', 'auth'),
    route_table_r('qr-sicoop', '/pago-qr-sicoop', 'checkout', 'auth'),
    route_table_r('qr-blupy', '/pago-qr-blupy', 'checkout', 'auth'),
    route_table_r('payment-authorization', '/autorizacion-pago', 'checkout', 'auth'),
    route_table_r('payment-link', '/link-pago/:token', 'checkout'),
    route_table_r('temporary-qr', '/qr-temporal/:token', 'checkout'),
    route_table_r('order-finished', '/compra-finalizada/:id?', 'checkout', 'auth'),
    route_table_r('buy-giftcard', '/comprar-giftcard', 'checkout'),
    route_table_r('roulette', '/ruleta-valentines-day/:id?', 'checkout', 'auth'),
    // account
    route_table_r('login', '/login', 'account', 'guest'),
    route_table_r('signup', '/signup', 'account', 'guest'),
    route_table_r('social-register', '/social-register', 'account', 'guest'),
    route_table_r('forgot-password', '/forgot-password', 'account', 'guest'),
    route_table_r('change-password', '/cambiar-contrasena/:token', 'account'),
    route_table_r('verify-email', '/verificar-correo/:token', 'account', 'auth'),
    route_table_r('my-account', '/mi-cuenta', 'account', 'auth'),
    route_table_r('my-account-data', '/mi-cuenta-datos', 'account', 'auth'),
    route_table_r('my-account-managers', '/mi-cuenta-encargados', 'account', 'auth'),
    route_table_r('my-addresses', '/mis-direcciones', 'account', 'auth'),
    route_table_r('address-edit', '/direcciones/:id/editar', 'account', 'auth'),
    route_table_r('address-add', '/direcciones/agregar', 'account', 'auth'),
    route_table_r('my-cards', '/mis-tarjetas', 'account', 'auth'),
    route_table_r('card-add', '/tarjetas/agregar', 'account', 'auth'),
    route_table_r('my-coupons', '/mis-cupones', 'account', 'auth'),
    route_table_r('my-orders', '/mis-pedidos', 'account', 'auth'),
    route_table_r('order-detail', '/pedido/:id', 'account', 'auth'),
    route_table_r('data-update', '/actualizacion-de-datos', 'account', 'auth'),
    route_table_r('my-invoices', '/mis-facturas', 'account', 'auth'),
    // content
    route_table_r('world', '/mundo/:landing', 'content'),
    route_table_r('world-section', '/mundo/:landing/:id', 'content'),
    route_table_r('rental', '/buscamos-local-en-alquiler', 'content'),
    route_table_r('contact', '/contacto', 'content'),
    route_table_r('jobs', '/trabaja-con-nosotros', 'content'),
    route_table_r('branches', '/sucursales', 'content'),
    route_table_r('about', '/nosotros', 'content'),
    route_table_r('blog', '/blog', 'content'),
    route_table_r('blog-post', '/blog/:id', 'content'),
    route_table_r('promo-lolly', '/promocion/lolly', 'content'),
    route_table_r('promo-fuera-nati-u', '/promocion/fuera-nati-u', 'content'),
    route_table_r('promo-mama-y-papa', '/promocion/mama-y-papa', 'content'),
    route_table_r('promo-amistad', '/promocion/promo-amistad', 'content'),
    route_table_r('promo-trivia-terms', '/promocion/terminos-y-condiciones-trivia', 'content'),
    route_table_r('promo-dia-del-nino', '/promo-dia-del-nino', 'content'),
    route_table_r('promo-aniversario', '/promo-aniversario', 'content'),
    route_table_r('mega-promos', '/mega-promos', 'content'),
    route_table_r('magazine', '/revista-dia-de-la-madre', 'content'),
    route_table_r('saluder', '/saluder', 'content'),
    route_table_r('invoice', '/factura', 'content'),
    route_table_r('privacy', '/politicas-de-privacidad', 'content'),
    route_table_r('terms', '/terminos-y-condiciones', 'content'),
    route_table_r('bases', '/bases', 'content'),
    route_table_r('cover', '/portada/:slug', 'content')
];
/** Segments of a path pattern, `:x` and `:x?` being parameters. */ function matches(pattern, pathname) {
    const want = pattern.split('/').filter(Boolean);
    const got = pathname.split('/').filter(Boolean);
    if (got.length > want.length) return false;
    return want.every((seg, i)=>{
        const optional = seg.endsWith('?');
        if (got[i] === undefined) return optional;
        return seg.startsWith(':') || seg === got[i];
    });
}
/** The route a path belongs to, preferring static segments, or undefined when the shop has no such page. */ function findRoute(pathname) {
    const clean = pathname.replace(/\/+$/, '') || '/';
    const hits = ROUTES.filter((route)=>matches(route.path, clean));
    const score = (route)=>route.path.split('/').filter((s)=>s && !s.startsWith(':')).length;
    return hits.sort((a, b)=>score(b) - score(a))[0];
}
const route_table_paths = (/* unused pure expression or super */ null && ({
    home: '/',
    login: '/login',
    signup: '/signup',
    forgotPassword: '/forgot-password',
    myAccount: '/mi-cuenta',
    cart: '/carrito',
    favourites: '/favoritos',
    search: (s)=>`/buscar?s=${encodeURIComponent(s)}`,
    product: (codigo, slug)=>`/producto/${codigo}/${slug}`,
    category: (codigo, slug)=>`/categoria/${codigo}/${slug}`,
    orderFinished: (codigo)=>codigo ? `/compra-finalizada/${codigo}` : '/compra-finalizada'
}));

;// CONCATENATED MODULE: ./src/features/session/components/account-link.tsx






/** Where login should bring the visitor back to: the current page (home included), unless it is an access page. */ function loginHref(pathname, search) {
    const route = findRoute(pathname);
    if (!route || route.access === 'guest') return '/login';
    return `/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}
/** The header's account link: the customer's first name (or full name), 'Iniciar sesión' for visitors. */ function AccountLink() {
    const customer = (0,external_jotai_namespaceObject.useAtomValue)(customerAtom);
    const loaded = (0,external_jotai_namespaceObject.useAtomValue)(sessionLoadedAtom);
    const location = (0,external_react_router_dom_namespaceObject.useLocation)();
    if (!loaded) return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
        className: styles.placeholder,
        "aria-hidden": "true"
    });
    if (!customer) {
        return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)(external_react_router_dom_namespaceObject.Link, {
            to: loginHref(location.pathname, location.search),
            className: styles.account,
            "data-testid": "account-link",
            children: [
                /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                    "aria-hidden": "true",
                    className: styles.icon,
                    children: "👤"
                }),
                "Iniciar sesión"
            ]
        });
    }
    const name = customer.primerNombre?.trim() || customer.nombreCompleto;
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)(external_react_router_dom_namespaceObject.Link, {
        to: "/mi-cuenta",
        className: styles.account,
        "data-testid": "account-link",
        title: "Mi cuenta",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                "aria-hidden": "true",
                className: styles.icon,
                children: "👤"
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                className: styles.name,
                children: name
            })
        ]
    });
}

;// CONCATENATED MODULE: ./src/features/notifications/state/notifications.atoms.ts


/** The customer's notifications as the server last sent them (newest first). */ const notifications_atoms_notificationsAtom = (0,external_jotai_namespaceObject.atom)([]);
/** Unread count announced by the server; kept in step by local marks. */ const notifications_atoms_unreadCountAtom = (0,external_jotai_namespaceObject.atom)(0);
/** Pop-up notifications the server offered (each shown within its dates and repeat interval). */ const notifications_atoms_popupsAtom = (0,external_jotai_namespaceObject.atom)([]);
const isUnread = (n)=>n.noclEstado !== (/* inlined export .READ_STATE */"LEIDO");

;// CONCATENATED MODULE: external "socket.io-client"
const external_socket_io_client_namespaceObject = require("socket.io-client");
;// CONCATENATED MODULE: ./src/features/notifications/api/notification-socket.ts

/**
 * The real-time connection on the page's own origin. The session cookie (HttpOnly) authenticates it, so
 * it is sent with the handshake (withCredentials).
 */ function notification_socket_openNotificationSocket() {
    return io({
        path: '/socket.io',
        withCredentials: true,
        transports: [
            'websocket',
            'polling'
        ]
    });
}

;// CONCATENATED MODULE: ./src/features/notifications/state/use-notification-socket.ts






/** The open connection while a customer is logged in. */ const notificationSocketAtom = (0,external_jotai_namespaceObject.atom)(null);
/** Newer first, one entry per noclCodigo. */ function mergeNotifications(current, incoming) {
    const byCode = new Map();
    for (const n of [
        ...incoming,
        ...current
    ])if (!byCode.has(n.noclCodigo)) byCode.set(n.noclCodigo, n);
    return [
        ...byCode.values()
    ].sort((a, b)=>Date.parse(b.fchIns) - Date.parse(a.fchIns));
}
/** Opens the connection when the customer logs in and closes it (resetting the state) on logout. */ function useNotificationSocket() {
    const loggedIn = useAtomValue(loggedInAtom);
    const setSocket = useSetAtom(notificationSocketAtom);
    const setList = useSetAtom(notificationsAtom);
    const setCount = useSetAtom(unreadCountAtom);
    const setPopups = useSetAtom(popupsAtom);
    const refreshSession = useSetAtom(sessionRefreshAtom);
    useEffect(()=>{
        if (!loggedIn) return;
        const socket = openNotificationSocket();
        socket.on('lista-notificaciones', ({ items, count })=>{
            setList(mergeNotifications([], items));
            setCount(count);
        });
        // `sala` carries the customer's whole list again after any change (a new message, another tab's action)
        socket.on('sala', ({ items, count })=>{
            setList(mergeNotifications([], items));
            setCount(count);
            publish('host:notification-received', {
                count
            });
        });
        socket.on('popup-notificaciones', ({ items })=>setPopups((current)=>[
                    ...items,
                    ...current.filter((p)=>!items.some((n)=>n.nowaCodigo === p.nowaCodigo))
                ]));
        // The server refuses or drops the connection when the session is over (expired, logged out elsewhere,
        // password changed): the host then reloads the session, which closes this connection for a visitor.
        socket.on('connect_error', ()=>{
            if (!socket.active) refreshSession((n)=>n + 1);
        });
        socket.on('disconnect', (reason)=>{
            if (reason === 'io server disconnect') refreshSession((n)=>n + 1);
        });
        setSocket(socket);
        return ()=>{
            socket.removeAllListeners();
            socket.disconnect();
            setSocket(null);
            setList([]);
            setCount(0);
            setPopups([]);
        };
    }, [
        loggedIn,
        setSocket,
        setList,
        setCount,
        setPopups,
        refreshSession
    ]);
}

;// CONCATENATED MODULE: ./src/features/notifications/state/use-notification-actions.ts





/** Panel actions: the change shows at once and the server confirms it with a fresh list. */ function useNotificationActions() {
    const socket = (0,external_jotai_namespaceObject.useAtomValue)(notificationSocketAtom);
    const setList = (0,external_jotai_namespaceObject.useSetAtom)(notifications_atoms_notificationsAtom);
    const setCount = (0,external_jotai_namespaceObject.useSetAtom)(notifications_atoms_unreadCountAtom);
    const markRead = (0,external_react_namespaceObject.useCallback)((n)=>{
        if (!isUnread(n)) return;
        setList((list)=>list.map((x)=>x.noclCodigo === n.noclCodigo ? {
                    ...x,
                    noclEstado: (/* inlined export .READ_STATE */"LEIDO")
                } : x));
        setCount((c)=>Math.max(0, c - 1));
        // `activo: false`: the message is no longer new
        socket?.emit('mensaje-personal', {
            noclCodigo: n.noclCodigo,
            activo: false
        });
    }, [
        socket,
        setList,
        setCount
    ]);
    const markAllRead = (0,external_react_namespaceObject.useCallback)(()=>{
        setList((list)=>list.map((x)=>({
                    ...x,
                    noclEstado: (/* inlined export .READ_STATE */"LEIDO")
                })));
        setCount(0);
        socket?.emit('estado-notificacion-actualizar-todos');
    }, [
        socket,
        setList,
        setCount
    ]);
    const remove = (0,external_react_namespaceObject.useCallback)((n)=>{
        setList((list)=>list.filter((x)=>x.noclCodigo !== n.noclCodigo));
        if (isUnread(n)) setCount((c)=>Math.max(0, c - 1));
        socket?.emit('notificacion-eliminar', {
            noclCodigo: n.noclCodigo
        });
    }, [
        socket,
        setList,
        setCount
    ]);
    /** Asks the server for the list again (the panel filters the unread ones itself). */ const reload = (0,external_react_namespaceObject.useCallback)(()=>socket?.emit('estado-notificacion', {
            estado: ''
        }), [
        socket
    ]);
    /** A pop-up was closed: its message counts as read for this customer. */ const popupSeen = (0,external_react_namespaceObject.useCallback)((nowaCodigo)=>socket?.emit('estado-notificacion-actualizar', {
            nowaCodigo
        }), [
        socket
    ]);
    return {
        markRead,
        markAllRead,
        remove,
        reload,
        popupSeen
    };
}

;// CONCATENATED MODULE: ./src/features/notifications/components/notification-links.ts
/** Image names are served by the API under /api/imagenes; absolute URLs are used as they are. */ function imageUrl(name) {
    if (/^(https?:)?\/\//.test(name) || name.startsWith('/')) return name;
    return `/api/imagenes/${name}`;
}
/** A link inside the shop opens in the same tab through the router. */ function isInternalLink(href) {
    return href.startsWith('/') && !href.startsWith('//');
}

;// CONCATENATED MODULE: ./src/features/notifications/components/notifications.module.css
var bellBox = "bg-eLOMYt";
var bell = "bg-_yAqHK";
var badge = "bg-ojq7Fn";
var panel = "bg-O2QW-s";
var panelHead = "bg-4W41Ry";
var panelTitle = "bg-JePtzP";
var tabs = "bg-_i-iMQ";
var notifications_module_tab = "bg-tE-B9R";
var tabActive = "bg-yHYB0e";
var notifications_module_list = "bg-UWtmJt";
var notifications_module_empty = "bg-IgR3Ty";
var notifications_module_item = "bg-cWZ_ep";
var itemUnread = "bg-rOU9eM";
var itemIcon = "bg-8lm8Ha";
var dot = "bg-Kb24-z";
var itemBody = "bg-993eHd";
var itemActions = "bg-4utmNj";
var linkButton = "bg-wqHV5E";
var popup = "bg-eCYOv0";
var popupBody = "bg-jDfZE9";
var popupClose = "bg-MZOpDt";
var popupImage = "bg-2bCbHx";
var popupTitle = "bg-PrXi73";
var popupText = "bg-XHMBII";
var popupButton = "bg-Ynx2D-";
var visuallyHidden = "bg-8MzuAR";

;// CONCATENATED MODULE: ./src/features/notifications/components/notifications.styles.ts
// The host builds CSS Modules with named exports; this gives the components one object of class names.

const notifications_styles_styles = notifications_module_namespaceObject;

;// CONCATENATED MODULE: ./src/features/notifications/components/notification-item.tsx





const dateFormat = new Intl.DateTimeFormat('es-PY', {
    dateStyle: 'short',
    timeStyle: 'short'
});
function formatDate(value) {
    const time = Date.parse(value);
    return Number.isNaN(time) ? '' : dateFormat.format(time);
}
function NotificationItem({ notification: n, onRead, onDelete, onNavigate }) {
    const unread = isUnread(n);
    const icon = n.notificacionestipo?.imagen;
    const open = ()=>{
        onRead();
        onNavigate();
    };
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("li", {
        className: unread ? notifications_styles_styles.itemUnread : notifications_styles_styles.item,
        "data-testid": "notification-item",
        children: [
            icon ? /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("img", {
                src: imageUrl(icon),
                alt: "",
                className: notifications_styles_styles.itemIcon
            }) : /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                className: notifications_styles_styles.dot,
                "aria-hidden": "true"
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                className: notifications_styles_styles.itemBody,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("strong", {
                        children: n.nowaTitulo
                    }),
                    n.nowaDescripcion && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                        children: n.nowaDescripcion
                    }),
                    n.nowaEnlace && (isInternalLink(n.nowaEnlace) ? /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_react_router_dom_namespaceObject.Link, {
                        to: n.nowaEnlace,
                        onClick: open,
                        children: n.nowaBtnName || 'Ver más'
                    }) : /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("a", {
                        href: n.nowaEnlace,
                        target: "_blank",
                        rel: "noopener noreferrer",
                        onClick: onRead,
                        children: n.nowaBtnName || 'Ver más'
                    })),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("time", {
                        dateTime: n.fchIns,
                        children: formatDate(n.fchIns)
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                        className: notifications_styles_styles.itemActions,
                        children: [
                            unread && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                                type: "button",
                                className: notifications_styles_styles.linkButton,
                                onClick: onRead,
                                children: "Marcar como leída"
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                                type: "button",
                                className: notifications_styles_styles.linkButton,
                                onClick: onDelete,
                                "aria-label": `Eliminar ${n.nowaTitulo}`,
                                children: "Eliminar"
                            })
                        ]
                    })
                ]
            })
        ]
    });
}

;// CONCATENATED MODULE: ./src/features/notifications/components/notification-panel.tsx







/** The panel under the bell: tabs Todas / No leídas, mark one or all as read, delete. */ function NotificationPanel({ onNavigate }) {
    const all = (0,external_jotai_namespaceObject.useAtomValue)(notifications_atoms_notificationsAtom);
    const count = (0,external_jotai_namespaceObject.useAtomValue)(notifications_atoms_unreadCountAtom);
    const actions = useNotificationActions();
    const [tab, setTab] = (0,external_react_namespaceObject.useState)('todas');
    const shown = tab === 'todas' ? all : all.filter(isUnread);
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("section", {
        className: notifications_styles_styles.panel,
        "aria-label": "Notificaciones",
        "data-testid": "notification-panel",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("header", {
                className: notifications_styles_styles.panelHead,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("h2", {
                        className: notifications_styles_styles.panelTitle,
                        children: "Notificaciones"
                    }),
                    count > 0 && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                        type: "button",
                        className: notifications_styles_styles.linkButton,
                        onClick: actions.markAllRead,
                        children: "Marcar todas como leídas"
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("div", {
                role: "tablist",
                "aria-label": "Filtrar notificaciones",
                className: notifications_styles_styles.tabs,
                children: [
                    'todas',
                    'no-leidas'
                ].map((id)=>/*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                        type: "button",
                        role: "tab",
                        "aria-selected": tab === id,
                        className: tab === id ? notifications_styles_styles.tabActive : notifications_styles_styles.tab,
                        onClick: ()=>setTab(id),
                        children: id === 'todas' ? 'Todas' : `No leídas${count > 0 ? ` (${count})` : ''}`
                    }, id))
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("div", {
                role: "tabpanel",
                className: notifications_styles_styles.list,
                children: shown.length === 0 ? /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("p", {
                    className: notifications_styles_styles.empty,
                    children: tab === 'todas' ? 'No tienes notificaciones.' : 'No tienes notificaciones sin leer.'
                }) : /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("ul", {
                    children: shown.map((n)=>/*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(NotificationItem, {
                            notification: n,
                            onRead: ()=>actions.markRead(n),
                            onDelete: ()=>actions.remove(n),
                            onNavigate: onNavigate
                        }, n.noclCodigo))
                })
            })
        ]
    });
}

;// CONCATENATED MODULE: ./src/features/notifications/components/notification-bell.tsx








/** The header bell with the unread badge; opens the notifications panel. Only for a logged-in customer. */ function NotificationBell() {
    const loggedIn = (0,external_jotai_namespaceObject.useAtomValue)(session_atoms_loggedInAtom);
    const count = (0,external_jotai_namespaceObject.useAtomValue)(notifications_atoms_unreadCountAtom);
    const [open, setOpen] = (0,external_react_namespaceObject.useState)(false);
    const { reload } = useNotificationActions();
    const box = (0,external_react_namespaceObject.useRef)(null);
    (0,external_react_namespaceObject.useEffect)(()=>{
        if (!open) return;
        const onDown = (event)=>{
            if (box.current && !box.current.contains(event.target)) setOpen(false);
        };
        const onKey = (event)=>event.key === 'Escape' && setOpen(false);
        document.addEventListener('mousedown', onDown);
        document.addEventListener('keydown', onKey);
        return ()=>{
            document.removeEventListener('mousedown', onDown);
            document.removeEventListener('keydown', onKey);
        };
    }, [
        open
    ]);
    (0,external_react_namespaceObject.useEffect)(()=>{
        if (!loggedIn) setOpen(false);
    }, [
        loggedIn
    ]);
    if (!loggedIn) return null;
    const label = count > 0 ? `Notificaciones (${count} sin leer)` : 'Notificaciones';
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
        className: notifications_styles_styles.bellBox,
        ref: box,
        children: [
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("button", {
                type: "button",
                className: notifications_styles_styles.bell,
                "aria-label": label,
                "aria-expanded": open,
                "aria-haspopup": "true",
                onClick: ()=>{
                    if (!open) reload();
                    setOpen(!open);
                },
                "data-testid": "notification-bell",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("svg", {
                        viewBox: "0 0 24 24",
                        width: "22",
                        height: "22",
                        "aria-hidden": "true",
                        focusable: "false",
                        children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("path", {
                            fill: "currentColor",
                            d: "M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
                        })
                    }),
                    count > 0 && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {
                        className: notifications_styles_styles.badge,
                        "data-testid": "notification-count",
                        children: count > 99 ? '99+' : count
                    })
                ]
            }),
            open && /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(NotificationPanel, {
                onNavigate: ()=>setOpen(false)
            })
        ]
    });
}

;// CONCATENATED MODULE: ./src/layout/header/header-account-slot.tsx





/** The account link and logout (session feature). */ function HeaderAccountSlot() {
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
        className: "bg-account-slot",
        "data-testid": "header-account-slot",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(UserIcon, {}),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(AccountLink, {}),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(LogoutButton, {
                className: "bg-logout"
            })
        ]
    });
}
/** The notifications bell (notifications feature). */ function HeaderBellSlot() {
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("div", {
        className: "bg-bell-slot",
        children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(NotificationBell, {})
    });
}

;// CONCATENATED MODULE: ./src/layout/header/logo.tsx


function Logo() {
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)(external_react_router_dom_namespaceObject.Link, {
        to: "/",
        className: "bg-logo",
        "aria-label": "Botica Guaraní, ir al inicio",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("svg", {
                viewBox: "0 0 40 40",
                width: "38",
                height: "38",
                "aria-hidden": "true",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("rect", {
                        width: "40",
                        height: "40",
                        rx: "10",
                        fill: "#0a7d4f"
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("path", {
                        d: "M16 8h8v8h8v8h-8v8h-8v-8H8v-8h8z",
                        fill: "#fff"
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("span", {
                className: "bg-logo-text",
                children: [
                    "Botica ",
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("strong", {
                        children: "Guaraní"
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("small", {
                        children: "Farmacia · Salud · Belleza"
                    })
                ]
            })
        ]
    });
}

;// CONCATENATED MODULE: ./src/layout/header/search-slot.tsx


/** The plain search form: what the header shows while the catalog's search box loads or when it is down. */ function SearchFallbackForm() {
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("form", {
        className: "bg-search",
        action: "/buscar",
        method: "get",
        role: "search",
        "data-testid": "search-fallback",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("input", {
                type: "search",
                name: "s",
                placeholder: "Buscar productos, marcas y más...",
                "aria-label": "Buscar",
                minLength: 2,
                required: true
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("button", {
                type: "submit",
                "aria-label": "Buscar",
                children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("svg", {
                    viewBox: "0 0 24 24",
                    width: "20",
                    height: "20",
                    "aria-hidden": "true",
                    children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("path", {
                        fill: "currentColor",
                        d: "M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.41-5.4-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
                    })
                })
            })
        ]
    });
}
/** The catalog's search box with suggestions, embedded from its exposed `./search-box`. */ function SearchSlot() {
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("div", {
        className: "bg-search-slot",
        children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(RemoteFragment, {
            remote: "catalog",
            module: "search-box",
            exportName: "SearchBox",
            fallback: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(SearchFallbackForm, {})
        })
    });
}

;// CONCATENATED MODULE: ./src/layout/header/header.tsx











const STICKY_THRESHOLD_PX = 80;
function Header() {
    const [sidebarOpen, setSidebarOpen] = (0,external_react_namespaceObject.useState)(false);
    const sticky = useScrolledPast(STICKY_THRESHOLD_PX);
    return /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("header", {
        className: "bg-header",
        "data-testid": "site-header",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(TopBar, {}),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                className: "bg-header-main",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("button", {
                        type: "button",
                        className: "bg-menu-button",
                        "aria-label": "Abrir menú",
                        "aria-expanded": sidebarOpen,
                        onClick: ()=>setSidebarOpen(true),
                        "data-testid": "menu-button",
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {}),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {}),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("span", {})
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(Logo, {}),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(SearchSlot, {}),
                    /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsxs)("div", {
                        className: "bg-header-actions",
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(HeaderAccountSlot, {}),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(HeaderBellSlot, {}),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(FavouritesLink, {}),
                            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(CartButton, {})
                        ]
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)("div", {
                className: sticky ? 'bg-nav-holder bg-nav-holder--sticky' : 'bg-nav-holder',
                children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(MegaMenu, {
                    sticky: sticky
                })
            }),
            /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(MobileSidebar, {
                open: sidebarOpen,
                onClose: ()=>setSidebarOpen(false)
            })
        ]
    });
}

;// CONCATENATED MODULE: ./src/shell/render-shell.tsx

// Server build entry (rspack target node, see rspack.shell.config.mjs): the host's shell as HTML, so a
// document can paint the header and a remote's server-rendered page before any JavaScript has run.





/** Where a server-rendered page goes inside the shell's `<main>`; replaced by the document composer. */ const PAGE_SLOT = '<!--botica-page-->';
/**
 * The header exactly as the browser's first render draws it (visitor, empty cart, data not loaded yet), so
 * the client's first commit replaces it with identical geometry.
 */ function renderShell(url) {
    const header = (0,server_namespaceObject.renderToString)(/*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(ServerRenderContext.Provider, {
        value: true,
        children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_jotai_namespaceObject.Provider, {
            store: (0,external_jotai_namespaceObject.createStore)(),
            children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(external_react_router_namespaceObject.StaticRouter, {
                location: url,
                children: /*#__PURE__*/ (0,jsx_runtime_namespaceObject.jsx)(Header, {})
            })
        })
    }));
    return `<div class="bg-shell">${header}<main class="bg-main">${PAGE_SLOT}</main></div>`;
}

module.exports = __webpack_exports__;
})()
;