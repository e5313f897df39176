import { escapeHtml, plainText, sanitizeHtmlMessage } from './html-sanitizer';

describe('html sanitiser', () => {
  it('keeps the allowed formatting', () => {
    const html = '<p>Hello <strong>Ada</strong>, <em>welcome</em></p><ul><li>one</li></ul>';
    expect(sanitizeHtmlMessage(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles, images and iframes', () => {
    const html =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)><iframe src="https://evil"></iframe>';
    expect(sanitizeHtmlMessage(html)).toBe('<p>Hi</p>');
  });

  it('refuses javascript: links and marks the others rel=noopener', () => {
    expect(sanitizeHtmlMessage('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeHtmlMessage('<a href="https://gig.test/jobs" target="_blank" onclick="x">jobs</a>')).toBe(
      '<a href="https://gig.test/jobs" target="_blank" rel="noopener noreferrer nofollow">jobs</a>',
    );
  });

  it('strips every tag for plain text and escapes interpolated text', () => {
    expect(plainText('<b>New</b> job<script>x</script>')).toBe('New job');
    expect(escapeHtml(`<b>"Tom" & 'Jerry'</b>`)).toBe('&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;');
  });
});
