// What a bench's figures were taken on, printed beside them.
import { execFileSync } from 'node:child_process';

/** The commit and branch of the code measured, and whether the work tree had changes not committed. */
export function codeVersion(repoRoot) {
  const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  try {
    const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
    return `${git('rev-parse', '--short', 'HEAD')} (${git('rev-parse', '--abbrev-ref', 'HEAD')})${dirty ? ' con cambios sin confirmar' : ''}`;
  } catch {
    return 'desconocido (sin git)';
  }
}
