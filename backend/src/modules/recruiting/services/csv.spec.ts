import { csvCell, csvLine, fileSlug, toCsv } from './csv';

describe('csv', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line1\nline2')).toBe('"line1\nline2"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(['Hooker', 'Loosehead Prop'])).toBe('Hooker; Loosehead Prop');
    expect(csvCell(2026)).toBe('2026');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(true)).toBe('Yes');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+679 123')).toBe("'+679 123");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });

  it('builds CRLF rows with a BOM', () => {
    expect(toCsv(['A', 'B'], [['1', 'x,y']])).toBe('\uFEFFA,B\r\n1,"x,y"\r\n');
  });

  it('makes file names safe', () => {
    expect(fileSlug('Deans Trophy: standouts!')).toBe('deans-trophy-standouts');
    expect(fileSlug('***')).toBe('export');
  });
});

describe('CSV cells of a search export', () => {
  it('quotes what needs quoting and keeps formulas as text', () => {
    expect(csvCell('Queen Victoria School, "QVS"')).toBe('"Queen Victoria School, ""QVS"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+679 700 0001')).toBe("'+679 700 0001");
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('Yes');
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });
});
