/** A one-line progress bar on stderr (redrawn in place on a terminal, a line per 10% otherwise). */
export function progressBar(label: string): (done: number, total: number, extra?: string) => void {
  let lastDecile = -1;
  return (done, total, extra = '') => {
    const ratio = total === 0 ? 1 : done / total;
    const width = 30;
    const filled = Math.round(ratio * width);
    const line = `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${extra}`;
    if (process.stderr.isTTY) {
      process.stderr.write(`\r${line}${done === total ? '\n' : ''}`);
    } else if (Math.floor(ratio * 10) !== lastDecile || done === total) {
      lastDecile = Math.floor(ratio * 10);
      process.stderr.write(`${line}\n`);
    }
  };
}
