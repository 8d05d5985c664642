import { dialogStyles } from '../dialog.styles';

export const conflictDialogStyles = dialogStyles;
