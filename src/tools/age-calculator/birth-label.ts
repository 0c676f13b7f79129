/**
 * The label a pasted birth date may carry, apart from the core: the detector needs only this, and importing the
 * core would put the tool's date engine in the detection chunk every page loads on its first paste.
 */
/** "Born", "DOB:", "Date of birth:", "Birthday" before the date: what a pasted line often starts with. */
export const BIRTH_LABEL = /^(?:date\s+of\s+birth|birth\s*date|birthday|born(?:\s+on)?|d\.?o\.?b\.?)(?:\s*:\s*|\s+)/i;
