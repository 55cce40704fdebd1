package dkg.cli;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks an argument whose values name files or folders where the command was typed, though its
 * type is text (a value may also be a URL or a source key): a holder answering the command for
 * another process makes them absolute against that process's folder, as it does for every
 * argument typed {@code Path}.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
@interface CallersPaths {}
