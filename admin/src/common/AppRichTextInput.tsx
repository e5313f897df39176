import { ThemeProvider, type Theme } from '@mui/material/styles';
import { RichTextInput, type RichTextInputProps } from 'ra-input-rich-text';

/**
 * The editor's heading picker is a `nav` list holding a bare list item: screen readers find a list
 * item outside any list. Inside the editor, list items draw as plain blocks.
 */
const withoutListItems = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiListItem: { ...outer.components?.MuiListItem, defaultProps: { ...outer.components?.MuiListItem?.defaultProps, component: 'div' } },
  },
});

/** The back office's rich-text input: react-admin's, with its toolbar's markup made accessible. */
export function AppRichTextInput(props: RichTextInputProps) {
  return (
    <ThemeProvider theme={withoutListItems}>
      <RichTextInput {...props} />
    </ThemeProvider>
  );
}
