/** Settlement: turning finished deals into score-sheets (whist, bridge-1904, solo-whist, hearts). */
export * from './outcome';
