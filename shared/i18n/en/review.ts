/** en strings: review. Keys are flat and dotted; every key in en must exist in fr. */
export default {} as Record<string, string>;
