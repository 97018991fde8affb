/** en strings: selling. Keys are flat and dotted; every key in en must exist in fr. */
export default {} as Record<string, string>;
