import { render, screen } from '@testing-library/react';
import { TimeAgo } from './TimeAgo';

const AT = '2026-11-12T20:05:00Z'; // 14:05 in Mexico City

describe('<TimeAgo />', () => {
  it('dice cuánto hace y guarda la fecha y hora completas en title y dateTime', () => {
    render(<TimeAgo value={AT} now={new Date('2026-11-12T20:10:30Z')} />);
    const time = screen.getByText('hace 5 minutos');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', AT);
    expect(time).toHaveAttribute('title', '12 de noviembre de 2026, 14:05');
  });

  it('una de hace semanas sigue la escala del spec y no se escribe con números', () => {
    render(<TimeAgo value={AT} now={new Date('2026-11-26T21:00:00Z')} />);
    const time = screen.getByText('hace 2 semanas');
    expect(time.getAttribute('title')).not.toMatch(/\d{1,2}\/\d{1,2}\//);
  });
});
