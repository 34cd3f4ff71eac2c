import styled from '@emotion/styled';

/**
 * Styled components rather than the css prop: @emotion/styled is a shared singleton, so it always sees the theme of
 * the shared ThemeProvider, whichever copy of emotion's JSX runtime this remote ends up with.
 */
const Icon = styled.svg(({ theme }) => ({ width: theme.sizes.iconMd, height: theme.sizes.iconMd, flex: 'none' }));

/** Decorative: the button's text or aria-label names the action. */
export function ChatBubbleIcon() {
  return (
    <Icon viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M4 5h16v11H9l-5 4z" />
    </Icon>
  );
}

export function CloseIcon() {
  return (
    <Icon viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}
