import { formatFileSize } from './formatFileSize';

describe('formatFileSize', () => {
  it('formatea bytes, KB y MB con un decimal', () => {
    expect(formatFileSize(512)).toBe('512B');
    expect(formatFileSize(1536)).toBe('1.5KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5MB');
    expect(formatFileSize(7.25 * 1024 * 1024)).toBe('7.3MB');
    expect(formatFileSize(-1)).toBe('0B');
  });
});
